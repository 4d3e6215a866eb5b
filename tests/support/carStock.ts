import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Meilisearch } from 'meilisearch';
import { connectSearchEngine } from '../../scripts/lib/searchEngine.ts';
import { adminClient, settle } from '../../scripts/lib/stockIndex.ts';
import type { Car } from '../../src/domain/car.ts';
import { DEFAULT_INDEX_UID } from '../../src/search/indexSettings.ts';
import { demoDealers } from './demoDealers.ts';

let client: Meilisearch | undefined;

/** Admin access to the engine the e2e run built against (the recorded embedded one, or MEILI_HOST). */
export async function stockAdmin(): Promise<Meilisearch> {
  if (client) return client;
  const engine = await connectSearchEngine();
  client = adminClient(engine.host, engine.masterKey);
  return client;
}

/** Slugs of the car pages prerendered for a dealer. */
export function builtCarSlugs(dealerSlug: string): string[] {
  const dir = resolve('dist', dealerSlug, 'cars');
  if (!existsSync(dir)) return [];
  return (
    readdirSync(dir, { withFileTypes: true })
      // /cars/trade-in/ is the trade-in form page, not a car.
      .filter((e) => e.isDirectory() && e.name !== 'trade-in' && existsSync(join(dir, e.name, 'index.html')))
      .map((e) => e.name)
  );
}

/** A car of the dealer matching the filter whose page was prerendered, picked by query at test time. */
export async function pickBuiltCar(dealerSlug: string, filter: string, skip = 0): Promise<Car> {
  return pickBuiltCarWhere(dealerSlug, filter, () => true, skip);
}

/**
 * The same, for a property the index cannot filter on (a payment processor, a lender's estimate):
 * the first prerendered match that also passes `has`; no such car fails the test, never skips it.
 */
export async function pickBuiltCarWhere(
  dealerSlug: string,
  filter: string,
  has: (car: Car) => boolean,
  skip = 0,
): Promise<Car> {
  const dealer = demoDealers().find((d) => d.config.slug === dealerSlug);
  if (!dealer) throw new Error(`No demo dealer ${dealerSlug}`);
  const dealerships = dealer.config.dealerships.map((d) => JSON.stringify(d.slug)).join(', ');
  const built = new Set(builtCarSlugs(dealerSlug));
  const admin = await stockAdmin();
  const result = await admin.index<Car>(DEFAULT_INDEX_UID).search('', {
    filter: `dealership_slug IN [${dealerships}] AND ${filter}`,
    limit: 1000,
    sort: ['created_at_timestamp:asc'],
  });
  const cars = result.hits.filter((car) => built.has(car.slug) && has(car));
  const car = cars[skip];
  if (!car) throw new Error(`No prerendered car of ${dealerSlug} matches ${filter} (and the test's own condition)`);
  return car;
}

/** A car of the dealer whose reserve page (routes.reservePath) was prerendered: a reservable car. */
export async function pickReservableCar(dealerSlug: string, reservePath = 'checkout'): Promise<Car> {
  for (let skip = 0; skip < 40; skip += 1) {
    const car = await pickBuiltCar(dealerSlug, 'status = "in_stock" AND reserved = false AND price > 1000', skip);
    if (existsSync(resolve('dist', dealerSlug, 'cars', car.slug, reservePath, 'index.html'))) return car;
  }
  throw new Error(`No reservable car of ${dealerSlug} with a prerendered reserve page`);
}

/** Writes documents to the index and waits until they are searchable. */
export async function putCars(cars: Car[]): Promise<void> {
  const admin = await stockAdmin();
  await settle(admin.index<Car>(DEFAULT_INDEX_UID).addDocuments(cars, { primaryKey: 'id' }), 'test update');
}

export async function deleteCar(id: number): Promise<void> {
  const admin = await stockAdmin();
  await settle(admin.index(DEFAULT_INDEX_UID).deleteDocument(id), 'test delete');
}
