import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readBuildCount } from './reportCars.ts';
import type { Meilisearch } from 'meilisearch';
import { escapeMarkup } from '../../src/domain/escape.ts';

/** What one import did to the dealer's cars, by kind (the importer's summary extends this). */
export interface ImportCounts {
  added: number;
  updated: number;
  unchanged: number;
  sold: number;
  removed: number;
  invalid: number;
  /** Invalid rows of cars the index holds, left as they were ("kept from the last good import"). */
  kept: number;
  /** The live cars after the import by car type and by location (absent for a dry run). */
  spread?: StockSpread;
}

/** Live cars per car type (`new`, `used`, `demo`) and per location name: a mapping that puts every car in one shows. */
export interface StockSpread {
  carType: Record<string, number>;
  location: Record<string, number>;
}

/** The counts alone, as the record keeps them (a whole import summary may be passed). */
const countsOf = ({ added, updated, unchanged, sold, removed, invalid, kept, spread }: ImportCounts): ImportCounts => ({
  added,
  updated,
  unchanged,
  sold,
  removed,
  invalid,
  kept,
  ...(spread === undefined ? {} : { spread }),
});

/** What `npm run import` remembers of a dealer's last import attempt, for the morning report. */
export interface ImportRecord {
  slug: string;
  /** ISO time of this attempt. */
  at: string;
  outcome: 'imported' | 'refused' | 'failed';
  /** ISO time of the last import that was applied (the feed's age counts from it). */
  lastGoodAt: string | null;
  maxAgeHours: number;
  /** Counts of the last applied import. */
  counts: ImportCounts | null;
  /** Up to 10 lines: skipped and kept rows with their reasons, or why the import was refused or failed. */
  problems: string[];
  /** Cars for sale and shown on the website after the last applied import. */
  liveCars: number | null;
}

export type ImportResult =
  | { kind: 'imported'; counts: ImportCounts; errors: readonly string[]; liveCars: number }
  | { kind: 'refused' | 'failed'; message: string };

const MAX_PROBLEMS = 10;

/** The record after an attempt: a refused or failed import keeps the last good import's figures and time. */
export function importRecord(
  previous: ImportRecord | null,
  slug: string,
  at: Date,
  maxAgeHours: number,
  result: ImportResult,
): ImportRecord {
  const base = { slug, at: at.toISOString(), maxAgeHours };
  switch (result.kind) {
    case 'imported':
      return {
        ...base,
        outcome: 'imported',
        lastGoodAt: at.toISOString(),
        counts: countsOf(result.counts),
        problems: result.errors.slice(0, MAX_PROBLEMS),
        liveCars: result.liveCars,
      };
    case 'refused':
    case 'failed':
      return {
        ...base,
        outcome: result.kind,
        lastGoodAt: previous?.lastGoodAt ?? null,
        counts: previous?.counts ?? null,
        problems: [result.message],
        liveCars: previous?.liveCars ?? null,
      };
    default: {
      const never: never = result;
      return never;
    }
  }
}

/** One dealer's stock line in the morning report. */
export interface StockReportRow extends ImportRecord {
  /** Hours since the last good import; null when there was none. */
  feedAgeHours: number | null;
  /** True when the feed is older than maxAgeHours, or never imported. */
  stale: boolean;
  /** Car pages in the dealer's last build output; null when it has none. */
  builtCars: number | null;
}

export function stockRow(record: ImportRecord, now: Date, builtCars: number | null): StockReportRow {
  const good = record.lastGoodAt === null ? NaN : Date.parse(record.lastGoodAt);
  const feedAgeHours = Number.isNaN(good) ? null : Math.max(0, (now.getTime() - good) / 3_600_000);
  return { ...record, feedAgeHours, stale: feedAgeHours === null || feedAgeHours > record.maxAgeHours, builtCars };
}

const figure = (n: number | null | undefined) => (n === null || n === undefined ? '—' : String(n));

/** One dimension of the spread, largest first: `used 40 · new 19 · demo 3`, or `used 62 (all)` when one holds every car. */
function buckets(counts: Readonly<Record<string, number>>): string {
  const entries = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  if (entries.length === 0) return '—';
  if (entries.length === 1) return `${escapeMarkup(entries[0]![0])} ${entries[0]![1]} (all)`;
  return entries.map(([name, n]) => `${escapeMarkup(name)} ${n}`).join(' · ');
}

/** The spread cell: car types, then locations. */
const spreadCell = (spread: StockSpread | undefined): string =>
  spread === undefined ? '—' : `${buckets(spread.carType)}<br>${buckets(spread.location)}`;

/** The report's stock section: one row per dealer with a feed; a stale feed or a failed import in red. */
export function stockTable(rows: readonly StockReportRow[]): string {
  const body = rows
    .map((r) => {
      const c = r.counts;
      const problems =
        r.problems.length === 0
          ? ''
          : `${escapeMarkup(r.problems[0]!)}${r.problems.length > 1 ? ` (+${r.problems.length - 1})` : ''}`;
      const age = r.feedAgeHours === null ? 'never imported' : `${r.feedAgeHours.toFixed(1)} h`;
      const cells = [
        escapeMarkup(r.slug),
        figure(r.liveCars),
        spreadCell(c?.spread),
        figure(c?.added),
        figure(c?.updated),
        figure(c?.sold),
        figure(c?.removed),
        figure(c?.kept),
        figure(c === null ? null : c.invalid - c.kept),
        problems,
        r.outcome,
        `<span class="${r.stale ? 'stale' : 'fresh'}">${age}</span>`,
        figure(r.builtCars),
      ];
      const failed = r.stale || r.outcome !== 'imported';
      return `<tr class="${failed ? 'failed' : 'built'}">${cells.map((x) => `<td>${x}</td>`).join('')}</tr>`;
    })
    .join('\n');
  return `<h2>Stock</h2>
<table>
<thead><tr><th>dealer</th><th>cars live</th><th>by car type, by location</th><th>added</th><th>updated</th><th>sold</th><th>removed</th><th>kept from the last good import</th><th>skipped</th><th>rows kept or skipped, why</th><th>last import</th><th>feed age</th><th>cars in last build</th></tr></thead>
<tbody>${body}</tbody>
</table>`;
}

// IO shell: records under <fingerprints>/imports/<slug>.json, beside the stock fingerprints.

const recordFile = (fingerprintDir: string, slug: string) => join(fingerprintDir, 'imports', `${slug}.json`);

export function readImportRecord(fingerprintDir: string, slug: string): ImportRecord | null {
  const file = recordFile(fingerprintDir, slug);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ImportRecord) : null;
}

export function saveImportRecord(fingerprintDir: string, record: ImportRecord): void {
  mkdirSync(join(fingerprintDir, 'imports'), { recursive: true });
  writeFileSync(recordFile(fingerprintDir, record.slug), `${JSON.stringify(record, null, 2)}\n`);
}

/** Cars of these dealerships for sale (not sold) and shown on the website. */
export async function liveCarCount(client: Meilisearch, indexUid: string, dealerships: readonly number[]) {
  const filter = `dealership_id IN [${dealerships.join(', ')}] AND NOT status = sold AND show_on_dealer_website = true`;
  return (await client.index(indexUid).getDocuments({ filter, limit: 1, fields: ['id'] })).total;
}

/** How the live cars (as liveCarCount counts them) spread by car type and location, from the engine's facets. */
export async function liveSpread(
  client: Meilisearch,
  indexUid: string,
  dealerships: readonly number[],
): Promise<StockSpread> {
  const filter = `dealership_id IN [${dealerships.join(', ')}] AND NOT status = sold AND show_on_dealer_website = true`;
  const answer = await client.index(indexUid).search('', { filter, facets: ['car_type', 'location_name'], limit: 0 });
  const facets = answer.facetDistribution ?? {};
  return { carType: { ...facets.car_type }, location: { ...facets.location_name } };
}

/** Cars the last build listed (its count file, which the deploy's shrink guard also reads), or null. */
export function builtCarCount(site: string): number | null {
  return readBuildCount(site).cars?.listed ?? null;
}

/** Every dealer's stock row from the import records, with its last build's car count from the output. */
export function readStockRows(fingerprintDir: string, outRoot: string, now: Date): StockReportRow[] {
  const dir = join(fingerprintDir, 'imports');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as ImportRecord)
    .map((record) => stockRow(record, now, builtCarCount(join(outRoot, record.slug))));
}
