/**
 * When a sold car's listing ends. A public tenant token carries the dealer's base filter, whose
 * sold cutoff is fixed when the token is minted, and the token lives for weeks: a car sold the
 * day before a build would stay searchable long past the dealer's sold window. Meilisearch
 * filters have no "now", so the stock jobs (seed, import, the 15-minute sync) mark each sold car
 * whose window has passed with `sold_listing_ended: true`, and the base filter leaves marked cars
 * out. This plans those marks; scripts/lib/endSoldListings.ts applies them.
 */

/** A dealer's dealerships and its sold window (flags.search.includeSoldCarsDays). */
export interface SoldWindow {
  dealershipSlugs: readonly string[];
  days: number;
}

/** One sweep over the index: sold cars of these dealerships sold before `soldBefore` get the mark. */
export interface SoldListingSweep {
  filter: string;
  soldBefore: number;
}

/**
 * The sweeps for these dealers at `nowSeconds`, one per distinct window. A dealership that two
 * dealers list takes the longer window, so no dealer loses a sold car its own window still shows
 * (the shorter window's token cutoff hides it there until its next build).
 */
export function soldListingSweeps(windows: readonly SoldWindow[], nowSeconds: number): SoldListingSweep[] {
  const daysBySlug = new Map<string, number>();
  for (const { dealershipSlugs, days } of windows)
    for (const slug of dealershipSlugs) daysBySlug.set(slug, Math.max(days, daysBySlug.get(slug) ?? 0));
  const slugsByDays = new Map<number, string[]>();
  for (const [slug, days] of daysBySlug) slugsByDays.set(days, [...(slugsByDays.get(days) ?? []), slug]);
  return [...slugsByDays]
    .sort(([a], [b]) => a - b)
    .map(([days, slugs]) => {
      const soldBefore = nowSeconds - days * 86_400;
      const list = slugs
        .sort()
        .map((s) => JSON.stringify(s))
        .join(', ');
      return {
        soldBefore,
        filter: `dealership_slug IN [${list}] AND status = "sold" AND sold_date_timestamp < ${soldBefore} AND NOT sold_listing_ended = true`,
      };
    });
}
