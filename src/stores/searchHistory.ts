import { pushSearchHistory, SEARCH_HISTORY_LIMIT, type SearchHistoryEntry } from '../domain/searchHistory.ts';
import { versionedAtom, type VersionedSpec } from './versioned.ts';

const entries = (value: unknown): SearchHistoryEntry[] | undefined =>
  Array.isArray(value) &&
  value.every(
    (e) => typeof (e as { path?: unknown } | null)?.path === 'string' && (e as { path: string }).path.startsWith('/'),
  )
    ? (value as SearchHistoryEntry[]).slice(0, SEARCH_HISTORY_LIMIT).map((e) => ({ path: e.path }))
    : undefined;

export const SEARCH_HISTORY_SPEC: VersionedSpec<SearchHistoryEntry[]> = {
  key: 'dealer:search-history',
  version: 1,
  schema: entries,
  migrate: entries,
};

/** The last 5 search paths (SPEC §3 browser storage, §9 search history 5). */
export const $searchHistory = versionedAtom(SEARCH_HISTORY_SPEC, []);

export function recordSearch(path: string): void {
  $searchHistory.set(pushSearchHistory($searchHistory.get(), path));
}
