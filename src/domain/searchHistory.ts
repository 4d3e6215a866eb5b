/** Search-history entries kept in browser storage (SPEC §9). */
export const SEARCH_HISTORY_LIMIT = 5;

export interface SearchHistoryEntry {
  path: string;
}

/** Newest first, no duplicates, at most five. */
export function pushSearchHistory(entries: readonly SearchHistoryEntry[], path: string): SearchHistoryEntry[] {
  return [{ path }, ...entries.filter((e) => e.path !== path)].slice(0, SEARCH_HISTORY_LIMIT);
}
