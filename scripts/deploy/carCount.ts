/** Pure rules of a build's car count: what the build recorded, the shrink guard, what pages show. */
import { HIT_COUNT_CAP } from '../../src/domain/displayedHitCount.ts';

/** The file a build writes beside its pages (a dot file: nginx never serves it). */
export const CAR_COUNT_FILE = '.cars.json';

/** A build's cars as its dealer's search saw them at build time. */
export interface CarCount {
  /** Cars on sale (in stock or coming soon). */
  listed: number;
  /** Sold cars still shown, inside the dealer's sold window. */
  sold: number;
  /** The total the home page and the all-stock search page show (the default sort's filter applied). */
  shown: number;
}

/** Statuses a shopper can still buy; every other status the search returns is a sold car in the window. */
const ON_SALE = new Set(['in_stock', 'coming_soon']);

/** Listed and sold counts from the engine's status facet (the tenant token already applies the window). */
export function countByStatus(statuses: Record<string, number>, shown: number): CarCount {
  let listed = 0;
  let sold = 0;
  for (const [status, n] of Object.entries(statuses)) {
    if (ON_SALE.has(status)) listed += n;
    else sold += n;
  }
  return { listed, sold, shown };
}

/** A count read back from JSON, or null when the value is not one (a build from before counts). */
export function parseCarCount(value: unknown): CarCount | null {
  if (typeof value !== 'object' || value === null) return null;
  const { listed, sold, shown } = value as Record<string, unknown>;
  const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  return whole(listed) && whole(sold) && whole(shown) ? { listed, sold, shown } : null;
}

/** The smallest listed count that may replace `live` cars: (100 − maxRemovalPercent)% of it. */
export const shrinkFloor = (live: number, maxRemovalPercent: number): number =>
  Math.ceil((live * (100 - maxRemovalPercent)) / 100);

/**
 * Why a build's count looks wrong next to the live release's, or null: no listed car at all, or
 * fewer than (100 − maxRemovalPercent)% of the live release's listed cars.
 */
export function shrinkReason(built: number, live: number | null, maxRemovalPercent: number): string | null {
  const livePart = live === null ? 'no live release' : `the live release lists ${live}`;
  if (built === 0) return `the build lists 0 cars (${livePart})`;
  if (live !== null && built < shrinkFloor(live, maxRemovalPercent)) {
    return `the build lists ${built} cars, fewer than ${100 - maxRemovalPercent}% of the ${live} the live release lists`;
  }
  return null;
}

/** The deploy's one-line refusal for a shrunken build, or null when it may go live. */
export function shrinkRefusal(
  slug: string,
  built: CarCount | null,
  live: CarCount | null,
  maxRemovalPercent: number,
): string | null {
  if (built === null) return null;
  const reason = shrinkReason(built.listed, live?.listed ?? null, maxRemovalPercent);
  return reason
    ? `Refusing to deploy ${slug}: ${reason}; check the feed and the import, or deploy anyway with --allow-shrink.`
    : null;
}

/**
 * The vehicle count a page shows: the home page's "N vehicles ready to view" or the search page's
 * "<strong>N</strong> vehicles found". Null when the page shows none.
 */
export function shownCount(html: string): number | null {
  // React separates text parts with empty comments (`<strong>135</strong> <!-- -->vehicles<!-- --> found`).
  const text = html.replace(/<!-- -->/g, '');
  const match = /([\d,]+) vehicles ready to view|<strong>([\d,]+)<\/strong>\s*vehicles? found/.exec(text);
  const digits = match?.[1] ?? match?.[2];
  return digits === undefined ? null : Number(digits.replace(/,/g, ''));
}

/** A page whose shown count differs from the release's record, as a problem line, or null. */
export function countProblem(label: string, path: string, html: string, recorded: number): string | null {
  const shown = shownCount(html);
  if (shown === null) return `${label} ${path} shows no vehicle count (the release recorded ${recorded})`;
  // Above the cap the search page may show the stock count or a facet sum, which need not match.
  if (recorded > HIT_COUNT_CAP && label === 'search page') return null;
  return shown === recorded ? null : `${label} ${path} shows ${shown} vehicles, the release recorded ${recorded}`;
}
