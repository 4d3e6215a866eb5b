import { Meilisearch, type Index } from 'meilisearch';
import type { Car } from '../domain/car.ts';
import { publicSearchConfig } from './publicSearchConfig.ts';

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

/**
 * Every car the dealer's search can show, read at build time with the same tenant token the
 * browser gets: the token's base filter (dealerships, shown on website, available or sold within
 * the window, used-only, in-stock, photo minimum) decides, so car pages and search always agree.
 */
export function listedCars(): Promise<Car[]> {
  const { host, token, indexUid } = publicSearchConfig();
  return everyCar(new Meilisearch({ host, apiKey: token }).index<Car>(indexUid));
}

/** Every car the index's key may see, newest first, `pageSize` at a time. */
export async function everyCar(index: Index<Car>, pageSize = PAGE): Promise<Car[]> {
  const cars: Car[] = [];
  for (;;) {
    const filter = pageAfter(cars.at(-1));
    const page = await index.search('', {
      limit: pageSize,
      sort: ['created_at_timestamp:desc', 'id:desc'],
      ...(filter ? { filter } : {}),
    });
    cars.push(...page.hits);
    if (page.hits.length < pageSize) return cars;
  }
}
