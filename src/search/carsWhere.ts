import type { Car } from '../domain/car.ts';
import type { PublicSearchConfig } from './publicSearchConfig.ts';

/**
 * Cars whose `field` is one of `values`, within the dealer's tenant-token scope (a car that left
 * the scope is simply missing). Plain fetch keeps watchlist and compare pages free of the client library.
 */
export async function carsWhere(
  config: PublicSearchConfig,
  field: 'id' | 'slug',
  values: readonly string[],
): Promise<Car[]> {
  if (values.length === 0) return [];
  const list = values.map((v) => (field === 'id' && /^\d+$/.test(v) ? v : JSON.stringify(v))).join(', ');
  const response = await fetch(`${config.host.replace(/\/$/, '')}/indexes/${config.indexUid}/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${config.token}` },
    body: JSON.stringify({ filter: `${field} IN [${list}]`, limit: values.length }),
  });
  if (!response.ok) throw new Error(`Search engine answered ${response.status}`);
  const { hits } = (await response.json()) as { hits: Car[] };
  // In the order asked for, not the engine's.
  return values.flatMap((v) => hits.filter((car) => String(car[field]) === v));
}
