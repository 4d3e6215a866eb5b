import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getServerState, type InstantSearchServerState } from 'react-instantsearch';
import { SearchApp, type SearchAppProps } from './SearchApp.tsx';

/** Build time: runs the search for a prerendered URL so its HTML holds the results (react-instantsearch SSR). */
export async function searchServerState(props: Omit<SearchAppProps, 'serverState'>): Promise<InstantSearchServerState> {
  return withoutTimings(await getServerState(createElement(SearchApp, props), { renderToString }));
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
