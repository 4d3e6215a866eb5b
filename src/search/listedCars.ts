import { Meilisearch } from 'meilisearch';
import type { Car } from '../domain/car.ts';
import { publicSearchConfig } from './publicSearchConfig.ts';

const PAGE = 1000;

/**
 * Every car the dealer's search can show, read at build time with the same tenant token the
 * browser gets: the token's base filter (dealerships, shown on website, available or sold within
 * the window, used-only, in-stock, photo minimum) decides, so car pages and search always agree.
 */
export async function listedCars(): Promise<Car[]> {
  const { host, token, indexUid } = publicSearchConfig();
  const index = new Meilisearch({ host, apiKey: token }).index<Car>(indexUid);
  const cars: Car[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await index.search('', { offset, limit: PAGE, sort: ['created_at_timestamp:desc'] });
    cars.push(...page.hits);
    if (page.hits.length < PAGE) return cars;
  }
}
