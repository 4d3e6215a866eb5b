import { persistentJSON } from '@nanostores/persistent';
import { computed } from 'nanostores';

/** Favourited car slugs in browser storage (SPEC §3 browser storage); the watchlist issue extends this. */
export const $favourites = persistentJSON<string[]>('dealer:favourites', []);
export const $favouriteCount = computed($favourites, (list) => list.length);

export const isFavourite = (slug: string) => $favourites.get().includes(slug);

/** Adds or removes a car (SPEC §4 compare and favourite toggle per car). */
export function toggleFavourite(slug: string): boolean {
  const list = $favourites.get();
  const next = list.includes(slug) ? list.filter((s) => s !== slug) : [...list, slug];
  $favourites.set(next);
  return next.includes(slug);
}
