import type { LatLng } from './haversine.ts';

/** SPEC §5/§8 field message for a postcode that is not exactly four digits. */
export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';
/** SPEC §8 geocoding of a well-formed postcode found nothing. */
export const POSTCODE_NOT_FOUND = 'Invalid postcode';

/** Exactly four digits: no spaces, no thousand separators (SPEC §5). */
export const isPostcode = (value: string) => /^\d{4}$/.test(value);

/** Compact table: postcode → [lat, lng] rounded to 3 decimals (about 100 m). */
export type PostcodeTable = Record<string, readonly [number, number]>;

/** Centroid of a postcode from the offline table, or null when the table has no such postcode. */
export function lookupPostcode(table: PostcodeTable, postcode: string): LatLng | null {
  if (!isPostcode(postcode)) return null;
  const hit = table[postcode];
  return hit ? { lat: hit[0], lng: hit[1] } : null;
}

/** Averages localities per postcode into one centroid; rows without coordinates are skipped. */
export function buildPostcodeTable(rows: readonly { postcode: string; lat: number; long: number }[]): PostcodeTable {
  const sums = new Map<string, [number, number, number]>();
  for (const row of rows) {
    if (!isPostcode(row.postcode) || !row.lat || !row.long) continue;
    const sum = sums.get(row.postcode) ?? [0, 0, 0];
    sums.set(row.postcode, [sum[0] + row.lat, sum[1] + row.long, sum[2] + 1]);
  }
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const table: PostcodeTable = {};
  for (const [postcode, [lat, lng, n]] of [...sums].sort((a, b) => a[0].localeCompare(b[0]))) {
    table[postcode] = [round(lat / n), round(lng / n)];
  }
  return table;
}

/**
 * The file name of a built table in the build's cache, from the size and modification time of the
 * source it was built from: another version of the source gets a table of its own.
 */
export const postcodeCacheName = (source: { size: number; mtimeMs: number }) =>
  `postcodes-${source.size}-${Math.trunc(source.mtimeMs)}.json`;
