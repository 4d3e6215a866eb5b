/**
 * The stock feed formats `npm run import` reads, each with the one line the flag table shows. The
 * config's `feed.format` picklist is built from these keys, and scripts/import/readFeed.ts has one
 * reader per key (a `Record<FeedFormat, …>`), so a new format fails to compile until it has a reader.
 */
export const FEED_FORMAT_DOCS = {
  csv: 'csv with a header row',
  json: 'json array of cars',
  xml: 'xml vehicles/vehicle',
} as const satisfies Record<string, string>;

export type FeedFormat = keyof typeof FEED_FORMAT_DOCS;
export const FEED_FORMATS = Object.keys(FEED_FORMAT_DOCS) as FeedFormat[];

export const isFeedFormat = (value: string): value is FeedFormat => Object.hasOwn(FEED_FORMAT_DOCS, value);

/** The file endings that name each format, for a feed that does not set `feed.format` (a preset's). */
const FEED_FORMAT_ENDINGS = {
  csv: ['.csv', '.tsv', '.txt'],
  json: ['.json'],
  xml: ['.xml'],
} as const satisfies Record<FeedFormat, readonly string[]>;

/** The format a feed's location names by its file ending (query and fragment ignored), or null. */
export function formatOfLocation(location: string | null): FeedFormat | null {
  const path = (location ?? '').replace(/[?#].*$/, '').toLowerCase();
  return FEED_FORMATS.find((format) => FEED_FORMAT_ENDINGS[format].some((end) => path.endsWith(end))) ?? null;
}

/** The formats as prose for a message: "csv, json or xml". */
export const feedFormatList = (): string => `${FEED_FORMATS.slice(0, -1).join(', ')} or ${FEED_FORMATS.at(-1) ?? ''}`;
