import type { VisitContext } from '../api/leadPayload.ts';
import { PAGES_KEY, PARAMS_KEY, readJson } from './visitorPages.ts';

// Apart from visitorPages.ts, whose trackVisit runs on every page: only forms read the visit back.
/** The visit as the first step of a form reports it. */
export function currentVisit(): VisitContext {
  const storage = window.sessionStorage;
  const pages = readJson<string[]>(storage, PAGES_KEY, []);
  return {
    url: window.location.href,
    userAgent: navigator.userAgent,
    visitedPages: Array.isArray(pages) ? pages.filter((p) => typeof p === 'string') : [],
    linkedQueryParams: readJson<Record<string, string>>(storage, PARAMS_KEY, {}),
  };
}
