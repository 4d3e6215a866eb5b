import { numberFormat } from './format.ts';

export interface StarParts {
  /** Whole stars drawn, at most 4 (SPEC §9). */
  full: number;
  /** Fill of the fifth drawn star, 0 to 1. */
  partial: number;
  /** Outlined stars after those. */
  empty: number;
  /** The rating with one decimal, e.g. "4.7". */
  text: string;
}

/** SPEC §9 star display: up to 4 full stars plus a partial one, rating to one decimal. */
export function starParts(rating: number): StarParts {
  const r = Math.min(Math.max(rating, 0), 5);
  const full = Math.min(4, Math.floor(r));
  const partial = Math.round((r - full) * 100) / 100;
  const drawn = full + (partial > 0 ? 1 : 0);
  return { full, partial: Math.min(partial, 1), empty: 5 - drawn, text: r.toFixed(1) };
}

/** Review counts with thousands separators: 2093 → "2,093". */
export const formatCount = (count: number, locale = 'en-AU') => numberFormat(locale).format(count);

/** SPEC §5: reviews show only above the minimum rating and when not hidden. */
export const showReviews = (averageRating: number, minRating: number, hidden: boolean) =>
  !hidden && averageRating > minRating;

/** SPEC §9 Google reviews full quantity. */
export const REVIEWS_SHOWN = 12;
