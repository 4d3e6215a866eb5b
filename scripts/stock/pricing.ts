import type { ItemType } from '../../src/domain/car.ts';
import type { Rng } from './random.ts';

/** Typical km travelled per year (caravans: motorhomes; towed vans have no odometer). */
export const KM_PER_YEAR: Readonly<Record<ItemType, number>> = { car: 15000, motorcycle: 5000, caravan: 10000 };

/** Value kept each further year after the first-year drop. */
const YEARLY_RETENTION: Readonly<Record<ItemType, number>> = { car: 0.89, motorcycle: 0.87, caravan: 0.93 };

/** Round to a retail price ending in 90 (to the nearest $500 below 100k, $1000 above). */
export function retailRound(price: number): number {
  const step = price >= 100000 ? 1000 : 500;
  return Math.max(step, Math.round(price / step) * step) - 10;
}

/** Demo price: a 5–12% discount on new. */
export function demoPrice(rng: Rng, newPrice: number): number {
  return retailRound(newPrice * rng.float(0.88, 0.95));
}

/** Used price from new price, age and km against the expected km (0 when not metered). */
export function usedPrice(
  rng: Rng,
  newPrice: number,
  age: number,
  km: number,
  expectedKm: number,
  itemType: ItemType,
): number {
  const kmFactor = expectedKm > 0 ? Math.min(1.08, Math.max(0.82, 1 - ((km - expectedKm) / expectedKm) * 0.12)) : 1;
  const factor = 0.84 * YEARLY_RETENTION[itemType] ** Math.max(0, age - 1) * kmFactor * rng.float(0.96, 1.04);
  return Math.max(2990, retailRound(newPrice * factor));
}
