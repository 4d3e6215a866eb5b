import type { CarType, ItemType } from '../../src/domain/car.ts';
import { CATALOG, type CatalogModel } from './catalog.ts';
import type { StockProfile } from './generateStock.ts';
import { PAINTS, type Paint } from './paints.ts';
import { KM_PER_YEAR } from './pricing.ts';
import type { Rng } from './random.ts';

/** What vehicle a stock item is, before it is priced and listed. */
export interface VehicleChoice {
  model: CatalogModel;
  badge: string;
  /** 0 for the cheapest badge, 1 for the dearest. */
  tier: number;
  carType: CarType;
  year: number;
  /** Years since the model year. */
  age: number;
  km: number;
  /** km expected for the age; 0 for towed caravans, which have no odometer. */
  expectedKm: number;
  paint: Paint;
}

const BY_ITEM_TYPE: ReadonlyMap<ItemType, readonly CatalogModel[]> = Map.groupBy(CATALOG, (model) => model.itemType);

function chooseModel(rng: Rng, profile: StockProfile, itemType: ItemType, carType: CarType): [CatalogModel, CarType] {
  const all = BY_ITEM_TYPE.get(itemType) ?? [];
  const franchise = all.filter((model) => profile.newMakes.includes(model.make));
  if (carType !== 'used') {
    if (franchise.length > 0) return [rng.pick(franchise), carType];
    if (profile.carTypes.used > 0) return chooseModel(rng, profile, itemType, 'used');
    return [rng.pick(all), carType];
  }
  // Trade-ins skew towards the dealer's own brand.
  const pool = franchise.length > 0 && rng.chance(0.4) ? franchise : all;
  return [rng.pick(pool), 'used'];
}

/** Lighter paints are the most common in Australia; the list is ordered by popularity. */
function choosePaint(rng: Rng): Paint {
  const index = Math.floor(rng.next() ** 1.7 * PAINTS.length);
  return PAINTS[index] ?? rng.pick(PAINTS);
}

export function chooseVehicle(rng: Rng, profile: StockProfile, currentYear: number): VehicleChoice {
  const itemType = rng.weighted(profile.itemTypes);
  const [model, carType] = chooseModel(rng, profile, itemType, rng.weighted(profile.carTypes));
  const badge = rng.pick(model.badges);
  const tier = model.badges.length > 1 ? model.badges.indexOf(badge) / (model.badges.length - 1) : 0.5;
  const perYear = model.power === null ? 0 : KM_PER_YEAR[model.itemType];
  let age: number;
  let km: number;
  if (carType === 'new') {
    age = 0;
    km = perYear > 0 ? rng.int(0, 50) : 0;
  } else if (carType === 'demo') {
    age = currentYear > model.since && rng.chance(0.35) ? 1 : 0;
    km = perYear > 0 ? Math.round(rng.int(800, 9000) * (perYear / KM_PER_YEAR.car)) : 0;
  } else {
    age = rng.int(1, Math.max(1, Math.min(12, currentYear - model.since)));
    km = Math.round((age * perYear * rng.float(0.45, 1.45)) / 10) * 10;
  }
  return {
    model,
    badge,
    tier,
    carType,
    year: currentYear - age,
    age,
    km,
    expectedKm: age * perYear,
    paint: choosePaint(rng),
  };
}
