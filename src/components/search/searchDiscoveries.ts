import { createHash } from 'node:crypto';
import type { InstantSearchServerState } from 'react-instantsearch';
import type { SearchAppProps } from './SearchApp.tsx';

/**
 * What InstantSearch's server-side discovery found for each prerendered search page: the state and
 * the requests its widgets make, without the results. Finding them means rendering the whole search
 * app once more before the page's own render (react-instantsearch's getServerState), and that first
 * render is a quarter of an incremental build's CPU: every widget mounted recomputes the search
 * parameters of all the others. The requests follow from the page's URL and the dealer's settings,
 * never from the results, so a full build records them (src/integrations/warmRenderer/) and an
 * incremental build with the same code replays them: the same requests, searched again against the
 * stock now, give the state a discovery would. `build --changed --verify` and
 * tests/build/incremental.test.ts compare the pages with a full build's, which discovers every one.
 */

/** The file beside a kept renderer holding its full build's discoveries (node:v8 serialisation). */
export const SEARCH_DISCOVERIES_FILE = 'search-discoveries.bin';

/**
 * The pages' discoveries by key while a build runs: a full build discovers every page and records
 * it; an incremental build replays what it finds and records what it had to discover (a page whose
 * menus changed with the stock), so its next incremental builds replay those too.
 */
export interface SearchDiscoveries {
  mode: 'record' | 'replay';
  byKey: Map<string, InstantSearchServerState>;
}

// The prerender bundle carries its own copy of this module: the two meet on a registered symbol.
const SLOT = Symbol.for('dealer-sites.search-discoveries');
type WithSlot = { [SLOT]?: SearchDiscoveries | undefined };

/** The discoveries the running build records or replays, if any (none in `astro dev`). */
export function searchDiscoveries(): SearchDiscoveries | undefined {
  return (globalThis as WithSlot)[SLOT];
}

/** Starts (or, with undefined, ends) recording or replaying discoveries in this process. */
export function useSearchDiscoveries(value: SearchDiscoveries | undefined): void {
  (globalThis as WithSlot)[SLOT] = value;
}

/**
 * The key of a page's discovery: its URL and every setting but three that change with the stock or
 * the clock and only change what the page shows, never what its widgets ask the engine: the build
 * time (badges' ages), the stock count (the hit count's fallback) and the whole stock's slider bounds.
 */
export function discoveryKey({ settings, serverUrl }: Omit<SearchAppProps, 'serverState'>): string {
  const { builtAt: _time, stockCount: _count, stats: _bounds, ...asking } = settings;
  return createHash('sha256').update(JSON.stringify({ serverUrl, asking })).digest('hex');
}

/**
 * What to record of a discovered state: a deep copy without the results, or null when its shape is
 * not the one replay rebuilds (one index, one request per result, nothing but search results).
 */
export function recordable(state: InstantSearchServerState): InstantSearchServerState | null {
  const entries = Object.entries(state.initialResults);
  if (entries.length !== 1) return null;
  const [id, entry] = entries[0]!;
  const { state: parameters, results, requestParams, ...other } = entry;
  if (Object.keys(other).length > 0 || !parameters?.index || !results || !requestParams) return null;
  if (requestParams.length !== results.length) return null;
  try {
    // structuredClone keeps explicit undefined values and key order, as the page's props need.
    return structuredClone({ initialResults: { [id]: { ...entry, results: [] } } });
  } catch {
    return null;
  }
}

/** The requests a recorded discovery's widgets sent, as the search client takes them. */
export function replayRequests(known: InstantSearchServerState): { indexName: string; params: object }[] {
  const [entry] = Object.values(known.initialResults);
  const indexName = entry?.state?.index ?? '';
  return (entry?.requestParams ?? []).map((params) => ({ indexName, params }));
}

/** A recorded discovery with the results its requests have now, in the place discovery puts them. */
export function replayed(known: InstantSearchServerState, results: unknown[]): InstantSearchServerState {
  const [[id, entry]] = Object.entries(known.initialResults) as [[string, object]];
  const initialResults = { [id]: { ...structuredClone(entry), results } };
  return { initialResults } as InstantSearchServerState;
}
