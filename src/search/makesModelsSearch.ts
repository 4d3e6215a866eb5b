import { BoundedCache } from './boundedCache.ts';
import type { PublicSearchConfig } from './publicSearchConfig.ts';

/** SPEC §9: the secondary makes/models search client caches 10 entries. */
export const SECONDARY_CACHE_LIMIT = 10;

/** The parameters of the smaller search of SPEC §2: manufacturer.name, model.name, model.body, query, offset. */
export interface MakesModelsParams {
  'manufacturer.name'?: string;
  'model.name'?: string;
  'model.body'?: string;
  query?: string;
  offset?: number;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface MakesModels {
  makes: FacetCount[];
  models: FacetCount[];
}

/** A makes/models lookup against the engine with its own 10-entry cache (oldest evicted). */
export function makesModelsSearch(config: PublicSearchConfig, fetcher: typeof fetch = fetch) {
  const cache = new BoundedCache<Promise<MakesModels>>(SECONDARY_CACHE_LIMIT);
  // The query loads with the first model picker a shopper opens, not with the search page.
  const run = async (params: MakesModelsParams): Promise<MakesModels> =>
    (await import('./makesModelsQuery.ts')).makesModelsQuery(config, params, fetcher);
  return {
    cache,
    search(params: MakesModelsParams): Promise<MakesModels> {
      const key = JSON.stringify([
        params['manufacturer.name'] ?? null,
        params['model.name'] ?? null,
        params['model.body'] ?? null,
        params.query ?? '',
        params.offset ?? 0,
      ]);
      const hit = cache.get(key);
      if (hit) return hit;
      const pending = run(params);
      cache.set(key, pending);
      // A failed lookup must not stay cached.
      pending.catch(() => {
        if (cache.get(key) === pending) cache.delete(key);
      });
      return pending;
    },
  };
}
