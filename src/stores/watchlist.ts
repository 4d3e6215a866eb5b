import { computed } from 'nanostores';
import { versionedAtom, type Schema, type VersionedSpec } from './versioned.ts';
import { $session } from './session.ts';

/** The signed-in phone's watchlist as last known in this browser (car ids), for toggles and the header. */
export interface WatchlistCache {
  phone: string;
  ids: string[];
}

const cacheSchema: Schema<WatchlistCache> = (value) => {
  const c = value as { phone?: unknown; ids?: unknown } | null;
  if (!c || typeof c.phone !== 'string' || !Array.isArray(c.ids)) return undefined;
  return c.ids.every((id) => typeof id === 'string') ? { phone: c.phone, ids: c.ids } : undefined;
};

export const WATCHLIST_SPEC: VersionedSpec<WatchlistCache | null> = {
  key: 'dealer:watchlist',
  version: 1,
  schema: cacheSchema,
};

export const $watchlistCache = versionedAtom<WatchlistCache | null>(WATCHLIST_SPEC, null);

/** Car ids saved by the current shopper; another phone's cache counts as empty. */
export const $watchlist = computed([$watchlistCache, $session], (cache, session) =>
  cache && cache.phone === session?.phone ? cache.ids : [],
);

export function setWatchlist(phone: string, ids: string[]): void {
  $watchlistCache.set({ phone, ids: [...new Set(ids)] });
}
