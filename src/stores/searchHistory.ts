import { persistentJSON } from '@nanostores/persistent';
import { pushSearchHistory, type SearchHistoryEntry } from '../domain/searchHistory.ts';

/** The last 5 search paths (SPEC §3 browser storage, §9 search history 5). */
export const $searchHistory = persistentJSON<SearchHistoryEntry[]>('dealer:search-history', []);

export function recordSearch(path: string): void {
  $searchHistory.set(pushSearchHistory($searchHistory.get(), path));
}
