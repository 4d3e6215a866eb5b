import type { Router, StateMapping, UiState } from 'instantsearch.js';
import { parseSearchUrl } from './parseSearchUrl.ts';
import { routeToUiState, uiStateToRoute, type SortContext } from './routeUiState.ts';
import { emptyRoute, type RouteVocabulary, type SearchRoute } from './searchRoute.ts';
import { searchUrl } from './searchUrl.ts';

/** Coalesces quick successive refinements into one history entry. */
const WRITE_DELAY_MS = 150;

interface RouterOptions {
  vocab: RouteVocabulary;
  /** Path and query the page was prerendered for; used where there is no window (the build). */
  serverUrl: string;
  /** Told about every path written, for the search history. */
  onWrite?: (path: string) => void;
}

/** A history router over our own URL format (SPEC §2): pushState on change, popstate restores. */
export type SearchRouter = Router<SearchRoute> & {
  /** The real URL's state when it differs from the prerendered one, once (then undefined). */
  takePending: () => SearchRoute | undefined;
};

export function searchRouter({ vocab, serverUrl, onWrite }: RouterOptions): SearchRouter {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onPop: (() => void) | undefined;
  let started = false;
  let pending: SearchRoute | undefined;
  const prerendered = () => parseSearchUrl(new URL(serverUrl, 'http://localhost'), vocab) ?? emptyRoute();
  const current = () => parseSearchUrl(window.location, vocab) ?? emptyRoute();
  // Until started, the state is the prerendered page's, so hydration matches the HTML exactly.
  const read = () => (typeof window === 'undefined' || !started ? prerendered() : current());
  return {
    $$type: 'dealer.search',
    read,
    takePending() {
      const route = pending;
      pending = undefined;
      return route;
    },
    createURL: (route) => searchUrl(route, vocab),
    write(route) {
      if (typeof window === 'undefined') return;
      // Until the real URL's state is applied, the state is the prerendered one: keep the URL as it is.
      if (pending) return;
      const url = searchUrl(route, vocab);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const current = `${window.location.pathname}${window.location.search}`;
        if (current === url) return;
        window.history.pushState(null, '', url);
        onWrite?.(url);
      }, WRITE_DELAY_MS);
    },
    onUpdate(callback) {
      if (typeof window === 'undefined') return;
      onPop = () => {
        clearTimeout(timer);
        callback(read());
      };
      window.addEventListener('popstate', onPop);
    },
    start() {
      if (typeof window === 'undefined') return;
      started = true;
      // A shared URL with more filters than the prerendered page: applied once the widgets are live.
      const actual = current();
      if (searchUrl(actual, vocab) !== searchUrl(prerendered(), vocab)) pending = actual;
    },
    dispose() {
      clearTimeout(timer);
      if (onPop && typeof window !== 'undefined') window.removeEventListener('popstate', onPop);
    },
  };
}

/** Maps the root index's UI state to our route and back; other indices are ignored. */
export function searchStateMapping(indexName: string, ctx: SortContext): StateMapping<UiState, SearchRoute> {
  return {
    $$type: 'dealer.search',
    stateToRoute: (ui) => uiStateToRoute(ui[indexName] ?? {}, ctx),
    routeToState: (route) => ({ [indexName]: routeToUiState(route, ctx) }),
  };
}
