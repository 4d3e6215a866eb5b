import type { Car } from '../domain/car.ts';
import { engineSearch } from './engineSearch.ts';
import { publicSearchConfig, type PublicSearchConfig } from './publicSearchConfig.ts';

const PAGE = 250;

/**
 * The filter for the page after `last` in newest-first order (created_at_timestamp, then id, both
 * descending). Paging by key, not by offset, so the build reads every car however far past the
 * index's hit limit (pagination.maxTotalHits) a dealer's stock goes.
 */
export function pageAfter(last: Pick<Car, 'created_at_timestamp' | 'id'> | undefined): string | undefined {
  if (!last) return undefined;
  const t = last.created_at_timestamp;
  return `created_at_timestamp < ${t} OR (created_at_timestamp = ${t} AND id < ${last.id})`;
}

let listed: Promise<Car[]> | undefined;

/**
 * Every car the dealer's search can show, read at build time with the same tenant token the
 * browser gets: the token's base filter (dealerships, shown on website, available or sold within
 * the window, used-only, in-stock, photo minimum) decides, so car pages and search always agree.
 * Read once per build: the car pages, the reserve pages and both vehicle feeds share the one read.
 */
export function listedCars(): Promise<Car[]> {
  return (listed ??= everyCar(publicSearchConfig()));
}

/** Every car the config's key may see, newest first, `pageSize` at a time. */
export async function everyCar(config: PublicSearchConfig, pageSize = PAGE): Promise<Car[]> {
  const cars: Car[] = [];
  for (;;) {
    const filter = pageAfter(cars.at(-1));
    const page = await engineSearch<Car>(config, {
      limit: pageSize,
      sort: ['created_at_timestamp:desc', 'id:desc'],
      ...(filter ? { filter } : {}),
    });
    cars.push(...page.hits);
    if (page.hits.length < pageSize) return cars;
  }
}
