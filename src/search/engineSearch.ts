import type { PublicSearchConfig } from './publicSearchConfig.ts';

/**
 * The one read path to Meilisearch outside the InstantSearch widgets (searchClient.ts): build-time
 * pages, browser scripts, islands and the lead API's car reader all send their search here.
 *
 * Host rule: `config.host` is an absolute http(s) URL, optionally with a path prefix (a proxy);
 * trailing slashes are dropped and `/indexes/<index>/search` is appended.
 * Error rule: an engine that cannot be reached, answers other than 2xx, or answers something that is
 * not a search result throws a SearchEngineError. Callers that can do without the answer (a form's
 * car, a price estimate) catch it and degrade; build-time reads let it stop the build.
 */

/** The part of a Meilisearch search body the app uses. */
export interface SearchRequest {
  q?: string;
  filter?: string | string[];
  limit?: number;
  offset?: number;
  sort?: string[];
  facets?: string[];
  attributesToRetrieve?: string[];
  matchingStrategy?: 'last' | 'all';
}

/** A search answer with its optional parts filled in (no facets asked: empty distributions). */
export interface SearchResult<T> {
  hits: T[];
  estimatedTotalHits: number;
  facetDistribution: Record<string, Record<string, number>>;
  facetStats: Record<string, { min: number; max: number }>;
}

/** The engine could not answer a search (unreachable, an HTTP error, or not a search result). */
export class SearchEngineError extends Error {
  override name = 'SearchEngineError';
}

/** The search endpoint of the configured index (the host rule above). */
export function searchEndpoint(config: Pick<PublicSearchConfig, 'host' | 'indexUid'>): string {
  return `${config.host.replace(/\/+$/, '')}/indexes/${encodeURIComponent(config.indexUid)}/search`;
}

/** The fetch options of one search: JSON body, the tenant token (or search key) as Bearer token. */
export function searchInit(config: Pick<PublicSearchConfig, 'token'>, request: SearchRequest): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${config.token}` },
    body: JSON.stringify(request),
  };
}

/**
 * The engine's answer as a SearchResult, with what it left out filled in; anything without a hits
 * list is an error (a proxy's page, an index that does not exist).
 */
export function searchResult<T>(body: unknown): SearchResult<T> {
  const answer = body as (Partial<SearchResult<T>> & { totalHits?: number }) | null;
  if (!answer || !Array.isArray(answer.hits)) throw new SearchEngineError('Search engine sent no search result');
  const { hits, estimatedTotalHits = answer.totalHits ?? hits.length } = answer;
  return { facetDistribution: {}, facetStats: {}, ...answer, hits, estimatedTotalHits };
}

/** One search of the configured index; throws SearchEngineError by the error rule above. */
export async function engineSearch<T>(
  config: PublicSearchConfig,
  request: SearchRequest,
  fetcher: typeof fetch = fetch,
): Promise<SearchResult<T>> {
  let response: Response;
  try {
    response = await fetcher(searchEndpoint(config), searchInit(config, request));
  } catch (error) {
    throw new SearchEngineError(`Search engine unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new SearchEngineError(`Search engine answered ${response.status}`);
  return searchResult<T>(await response.json().catch(() => null));
}

/** A filter value as Meilisearch reads it: a double-quoted string with quotes and backslashes escaped. */
export const quoted = (value: string) => JSON.stringify(value);
