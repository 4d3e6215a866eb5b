import type { Car } from '../../src/domain/car.ts';
import { carBySlug } from '../../src/search/carBySlug.ts';

/** The car facts a dealer's lead message names and the reservation rule reads (SPEC §3 fields). */
export type LeadCar = Pick<
  Car,
  | 'slug'
  | 'name'
  | 'year'
  | 'make'
  | 'model'
  | 'price'
  | 'vin'
  | 'stocknum'
  | 'dealership_id'
  | 'status'
  | 'reserved'
  | 'preorder'
  | 'payment_processors'
> &
  /** Facts a dealer's CRM reads when the stock index has them (trim, odometer, colour, body, gearbox). */
  Partial<Pick<Car, 'id' | 'badge' | 'km' | 'colour' | 'simple_body' | 'transmission' | 'trans'>>;

/** A lookup's answer: the car, no such car for this dealer, or no answer from the engine in time. */
export type CarLookup = { state: 'found'; car: LeadCar } | { state: 'missing' } | { state: 'unavailable' };

export interface CarScope {
  indexUid: string;
  dealershipIds: readonly number[];
}

export interface CarReader {
  /** The car with this slug among these dealerships (another dealer's car is 'missing'). */
  lookup(slug: string, scope: CarScope): Promise<CarLookup>;
  /** The same, null for both missing and unavailable (messages then use what the lead carries). */
  bySlug(slug: string, scope: CarScope): Promise<LeadCar | null>;
}

const found = (lookup: CarLookup) => (lookup.state === 'found' ? lookup.car : null);

/** No search engine configured: nothing can be looked up. */
export const noCarReader: CarReader = {
  lookup: () => Promise.resolve({ state: 'unavailable' }),
  bySlug: () => Promise.resolve(null),
};

/** A reader over cars held in memory (API tests, and hosts that load stock another way). */
export function memoryCarReader(cars: readonly LeadCar[]): CarReader {
  const lookup = (slug: string, scope: CarScope): Promise<CarLookup> => {
    const car = cars.find((c) => c.slug === slug && scope.dealershipIds.includes(c.dealership_id));
    return Promise.resolve(car ? { state: 'found', car } : { state: 'missing' });
  };
  return { lookup, bySlug: async (slug, scope) => found(await lookup(slug, scope)) };
}

/**
 * Reads cars from Meilisearch with a search-only key (MEILI_HOST, MEILI_SEARCH_KEY) through the
 * same read path as the sites (src/search/carBySlug.ts). A search key is not scoped to a dealer, so
 * the car's dealership is checked here. Answers are kept for `cacheMs` (a minute for messages; the
 * reservation check reads live); a slow or failing engine answers 'unavailable' after `timeoutMs`.
 */
export function searchCarReader(config: { host: string; key: string; timeoutMs: number; cacheMs?: number }): CarReader {
  const cacheMs = config.cacheMs ?? 60_000;
  const cache = new Map<string, { at: number; car: Car | null }>();
  const lookup = async (slug: string, { indexUid, dealershipIds }: CarScope): Promise<CarLookup> => {
    const now = Date.now();
    const key = `${indexUid} ${slug}`;
    const hit = cache.get(key);
    let car = hit && now - hit.at < cacheMs ? hit.car : undefined;
    if (car === undefined) {
      const search = { host: config.host, token: config.key, indexUid };
      const timeout = new Promise<undefined>((done) => {
        setTimeout(() => {
          done(undefined);
        }, config.timeoutMs).unref();
      });
      car = await Promise.race([carBySlug(search, slug).catch(() => undefined), timeout]);
      if (car === undefined) return { state: 'unavailable' };
      if (cache.size > 5_000) cache.clear();
      cache.set(key, { at: now, car });
    }
    return car && dealershipIds.includes(car.dealership_id) ? { state: 'found', car } : { state: 'missing' };
  };
  return { lookup, bySlug: async (slug, scope) => found(await lookup(slug, scope)) };
}
