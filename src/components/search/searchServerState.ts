import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getServerState, type InstantSearchServerState } from 'react-instantsearch';
import { createSearchClient } from '../../search/searchClient.ts';
import { SearchApp, type SearchAppProps } from './SearchApp.tsx';
import { discoveryKey, recordable, replayed, replayRequests, searchDiscoveries } from './searchDiscoveries.ts';

/**
 * Build time: runs the search for a prerendered URL so its HTML holds the results (react-instantsearch
 * SSR). An incremental build replays the page's recorded discovery instead (./searchDiscoveries.ts).
 */
export async function searchServerState(props: Omit<SearchAppProps, 'serverState'>): Promise<InstantSearchServerState> {
  const discoveries = searchDiscoveries();
  const key = discoveries ? discoveryKey(props) : '';
  const known = discoveries?.mode === 'replay' ? discoveries.byKey.get(key) : undefined;
  if (known) {
    const requests = replayRequests(known);
    const { results } = await createSearchClient(props.settings.search).search(requests);
    if (results.length === requests.length) return withoutTimings(replayed(known, results));
  }
  const state = withoutTimings(await getServerState(createElement(SearchApp, props), { renderToString }));
  if (discoveries) {
    const record = recordable(state);
    if (record) discoveries.byKey.set(key, record);
  }
  return state;
}

/**
 * The engine's answer without how long it took: the timing is the one part of a result that differs
 * between two searches of the same stock, and it would make every rebuilt search page new bytes
 * (nothing on the page shows it).
 */
export function withoutTimings(state: InstantSearchServerState): InstantSearchServerState {
  const initialResults = Object.fromEntries(
    Object.entries(state.initialResults).map(([id, entry]) => [
      id,
      entry.results === undefined
        ? entry
        : { ...entry, results: entry.results.map((result) => ({ ...result, processingTimeMS: 0 })) },
    ]),
  );
  return { ...state, initialResults };
}
