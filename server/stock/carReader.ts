import type { Car } from '../../src/domain/car.ts';
import { carBySlug } from '../../src/search/carBySlug.ts';

/** The car facts a dealer's lead message names (SPEC §3 fields). */
export type LeadCar = Pick<
  Car,
  'slug' | 'name' | 'year' | 'make' | 'model' | 'price' | 'vin' | 'stocknum' | 'dealership_id'
>;

export interface CarReader {
  /** The car with this slug among these dealerships, or null (unknown, another dealer's, or no engine). */
  bySlug(slug: string, scope: { indexUid: string; dealershipIds: readonly number[] }): Promise<LeadCar | null>;
}

/** No search engine configured: every lookup is null and messages use what the lead carries. */
export const noCarReader: CarReader = { bySlug: () => Promise.resolve(null) };

/**
 * Reads cars from Meilisearch with a search-only key (MEILI_HOST, MEILI_SEARCH_KEY) through the
 * same read path as the sites (src/search/carBySlug.ts). A search key is not scoped to a dealer, so
 * the car's dealership is checked here. Answers are kept for a minute; a slow or failing engine
 * gives null after `timeoutMs`, never a stuck delivery.
 */
export function searchCarReader(config: { host: string; key: string; timeoutMs: number }): CarReader {
  const cache = new Map<string, { at: number; car: LeadCar | null }>();
  return {
    async bySlug(slug, { indexUid, dealershipIds }) {
      const now = Date.now();
      const search = { host: config.host, token: config.key, indexUid };
      const key = `${indexUid} ${slug}`;
      const hit = cache.get(key);
      let car = hit && now - hit.at < 60_000 ? hit.car : undefined;
      if (car === undefined) {
        const timeout = new Promise<null>((done) => {
          setTimeout(() => {
            done(null);
          }, config.timeoutMs).unref();
        });
        car = await Promise.race([carBySlug(search, slug).catch(() => null), timeout]);
        if (cache.size > 5_000) cache.clear();
        cache.set(key, { at: now, car });
      }
      return car && dealershipIds.includes(car.dealership_id) ? car : null;
    },
  };
}
