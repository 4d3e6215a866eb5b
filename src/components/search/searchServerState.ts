import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getServerState, type InstantSearchServerState } from 'react-instantsearch';
import { SearchApp, type SearchAppProps } from './SearchApp.tsx';

/** Build time: runs the search for a prerendered URL so its HTML holds the results (react-instantsearch SSR). */
export function searchServerState(props: Omit<SearchAppProps, 'serverState'>): Promise<InstantSearchServerState> {
  return getServerState(createElement(SearchApp, props), { renderToString });
}
