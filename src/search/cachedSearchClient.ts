import type { SearchClient } from 'instantsearch.js';
import { BoundedCache } from './boundedCache.ts';

/** Main results kept in memory per page view; the spec leaves the size open (SPEC §9). */
export const MAIN_CACHE_LIMIT = 50;

type Requests = Parameters<SearchClient['search']>[0];
type Responses = Awaited<ReturnType<SearchClient['search']>>;

interface RequestParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: unknown;
  numericFilters?: unknown;
  filters?: unknown;
  facets?: unknown;
}

/** The cache key of SPEC §7: query, offset, sort (the index name) and refinements. */
export function searchCacheKey(requests: Requests): string {
  return JSON.stringify(
    (requests as readonly { indexName: string; params?: RequestParams }[]).map(({ indexName, params = {} }) => [
      indexName,
      params.query ?? '',
      (params.page ?? 0) * (params.hitsPerPage ?? 0),
      params.hitsPerPage ?? null,
      params.facetFilters ?? null,
      params.numericFilters ?? null,
      params.filters ?? null,
      params.facets ?? null,
    ]),
  );
}

/** Wraps a search client with a bounded cache whose oldest entry is evicted when full. */
export function cachedSearchClient<C extends SearchClient & { clearCache?: () => void }>(
  inner: C,
  limit = MAIN_CACHE_LIMIT,
): C & { cache: BoundedCache<Responses> } {
  const cache = new BoundedCache<Responses>(limit);
  const search = async (requests: Requests) => {
    const key = searchCacheKey(requests);
    const hit = cache.get(key);
    if (hit) return hit;
    const result = await inner.search(requests);
    // instant-meilisearch keeps its own unbounded cache; ours is the one with a limit.
    inner.clearCache?.();
    cache.set(key, result);
    return result;
  };
  return Object.assign(Object.create(inner) as C, { search, cache });
}
