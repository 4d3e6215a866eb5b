import type { Dealer } from '../../src/config/loadDealer.ts';
import { DEFAULT_SOLD_WINDOW_DAYS } from '../../src/domain/availability.ts';

/**
 * Flags a dealer set that another of its flags makes do nothing, one line each for
 * `npm run check-dealers` (a note, not a failure: the site still builds as configured). The base
 * filter of an in-stock-only site shows no sold car (src/search/baseFilter.ts), so a sold window
 * other than the default there is a setting nobody sees.
 */
export function idleFlagNotes(dealer: Dealer): string[] {
  const { inStockOnly, includeSoldCarsDays } = dealer.config.flags.search;
  if (!inStockOnly || includeSoldCarsDays === DEFAULT_SOLD_WINDOW_DAYS) return [];
  return [
    `NOTE dealer "${dealer.config.slug}": flags.search.includeSoldCarsDays is ${includeSoldCarsDays} but flags.search.inStockOnly shows in-stock cars only, so no sold car is ever listed; set inStockOnly to false to show sold cars for ${includeSoldCarsDays} days, or drop includeSoldCarsDays`,
  ];
}
