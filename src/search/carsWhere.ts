import type { Car } from '../domain/car.ts';
import { engineSearch, quoted } from './engineSearch.ts';
import type { PublicSearchConfig } from './publicSearchConfig.ts';

/** The filter for cars whose `field` is one of `values` (numeric ids bare, everything else quoted). */
export function carsWhereFilter(field: 'id' | 'slug', values: readonly string[]): string {
  const list = values.map((v) => (field === 'id' && /^\d+$/.test(v) ? v : quoted(v))).join(', ');
  return `${field} IN [${list}]`;
}

/**
 * Cars whose `field` is one of `values`, within the dealer's tenant-token scope (a car that left
 * the scope is simply missing), in the order asked for, not the engine's.
 */
export async function carsWhere(
  config: PublicSearchConfig,
  field: 'id' | 'slug',
  values: readonly string[],
): Promise<Car[]> {
  if (values.length === 0) return [];
  const { hits } = await engineSearch<Car>(config, { filter: carsWhereFilter(field, values), limit: values.length });
  return values.flatMap((v) => hits.filter((car) => String(car[field]) === v));
}
