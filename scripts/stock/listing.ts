import type { CarStatus, PriceType } from '../../src/domain/car.ts';
import { newPrice } from './catalog.ts';
import { demoPrice, usedPrice } from './pricing.ts';
import type { Rng } from './random.ts';
import type { VehicleChoice } from './vehicleChoice.ts';

const DAY = 86400;

/** Situations forced on the first cars of each site so every site shows them. */
export type Showcase = 'sold_recently' | 'sold_earlier' | 'coming_soon' | 'reserved' | 'new_arrival' | 'no_price';

export const SHOWCASES: readonly Showcase[] = [
  'sold_recently',
  'sold_earlier',
  'coming_soon',
  'reserved',
  'new_arrival',
  'no_price',
];

/** How a vehicle is advertised: state, dates and prices. */
export interface Listing {
  status: CarStatus;
  soldAt: number | null;
  createdAt: number;
  reserved: boolean;
  preorder: boolean;
  price: number;
  beforePrice: number | null;
  offerPrice: number | null;
  subscriptionPrice: number | null;
  priceType: PriceType;
  visible: boolean;
}

function chooseStatus(rng: Rng, showcase: Showcase | null): CarStatus {
  if (showcase === 'sold_recently' || showcase === 'sold_earlier') return 'sold';
  if (showcase === 'coming_soon') return 'coming_soon';
  if (showcase !== null) return 'in_stock';
  return rng.weighted({ in_stock: 80, coming_soon: 7, sold: 13 });
}

/** Listing dates: created within 120 days; sold within the last 30 days, after creation. */
function chooseDates(rng: Rng, status: CarStatus, now: number, showcase: Showcase | null): [number, number | null] {
  if (showcase === 'new_arrival') return [now - rng.int(DAY / 2, 3 * DAY), null];
  if (showcase === 'sold_recently') return [now - rng.int(20 * DAY, 90 * DAY), now - rng.int(2 * 3600, 2 * DAY)];
  if (showcase === 'sold_earlier') return [now - rng.int(30 * DAY, 110 * DAY), now - rng.int(8 * DAY, 28 * DAY)];
  const createdAt = now - rng.int(60, 120 * DAY);
  if (status !== 'sold') return [createdAt, null];
  const earliest = Math.max(createdAt + DAY, now - 30 * DAY);
  return [createdAt, earliest < now ? rng.int(earliest, now) : rng.int(createdAt + 1, now)];
}

function choosePrice(rng: Rng, vehicle: VehicleChoice): number {
  const list = newPrice(vehicle.model, vehicle.badge);
  if (vehicle.carType === 'new') return list;
  if (vehicle.carType === 'demo') return demoPrice(rng, list);
  return usedPrice(rng, list, vehicle.age, vehicle.km, vehicle.expectedKm, vehicle.model.itemType);
}

export function chooseListing(rng: Rng, vehicle: VehicleChoice, now: number, showcase: Showcase | null): Listing {
  const status = chooseStatus(rng, showcase);
  const [createdAt, soldAt] = chooseDates(rng, status, now, showcase);
  const available = status !== 'sold';
  const price = showcase === 'no_price' || (showcase === null && rng.chance(0.015)) ? 0 : choosePrice(rng, vehicle);
  const isCar = vehicle.model.itemType === 'car';
  const subscriptionChance = vehicle.carType === 'used' ? 0.05 : 0.18;
  const usedWeights = { drive_away: 60, excl_govt_charges: 40 };
  return {
    status,
    soldAt,
    createdAt,
    reserved: showcase === 'reserved' || (available && showcase === null && rng.chance(0.05)),
    preorder: status === 'coming_soon' && vehicle.carType === 'new' && rng.chance(0.6),
    price,
    beforePrice: price > 0 && rng.chance(0.15) ? price + rng.pick([500, 1000, 1500, 2000, 3000]) : null,
    offerPrice: price > 5000 && rng.chance(0.08) ? price - rng.pick([500, 1000, 1500, 2000]) : null,
    subscriptionPrice:
      isCar && price > 0 && rng.chance(subscriptionChance)
        ? Math.max(99, Math.round((price * 0.0045) / 10) * 10 - 1)
        : null,
    priceType: rng.weighted(vehicle.carType === 'used' ? usedWeights : { drive_away: 70, excl_govt_charges: 30 }),
    visible: showcase !== null || rng.chance(0.97),
  };
}
