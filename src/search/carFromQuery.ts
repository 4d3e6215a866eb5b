import type { Car } from '../domain/car.ts';
import { engineSearch, quoted } from './engineSearch.ts';
import type { PublicSearchConfig } from './publicSearchConfig.ts';

/** Car pages link some forms with the numeric id (SPEC §2 /cars/trade-in?car_id={id}), others with the slug. */
export const carFilter = (carId: string) => (/^\d+$/.test(carId) ? `id = ${carId}` : `slug = ${quoted(carId)}`);

/** The car a form's ?car_id=<id or slug> names, within the dealer's scope, or null when it is not listed. */
export async function carFromQuery(config: PublicSearchConfig, carId: string): Promise<Car | null> {
  const { hits } = await engineSearch<Car>(config, { filter: carFilter(carId), limit: 1 });
  return hits[0] ?? null;
}
