import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Meilisearch } from 'meilisearch';
import { loadAllDealers } from '../../src/config/loadDealer.ts';
import type { Car } from '../../src/domain/car.ts';
import { writeStock } from '../generate-stock.ts';
import type { StockProfile } from '../stock/generateStock.ts';
import { fingerprintRoot } from './buildFingerprints.ts';
import { configureIndex, settle } from './stockIndex.ts';
import { toStockProfile } from './stockProfiles.ts';

export const STOCK_DIR = resolve('.data/stock');
export const STOCK_SEED = 20261121;

/** Midnight UTC of today: the sample stock is stable within a day and its sold window stays current. */
export const stockDay = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * Bumped when the generator's output changes shape (2: photos on the image host as JPEG; 3: sample
 * cars carry `sample_stock: true`), so the index is reloaded.
 */
export const STOCK_FORMAT = 3;

interface StockMeta {
  day: string;
  cars: number;
  format?: number;
}

export interface SeedResult {
  seeded: boolean;
  /** Sample cars in the index after seeding. */
  cars: number;
  seconds: number;
  /** Demo dealers left alone because their stock came from a feed. */
  imported: string[];
}

export function demoProfiles(dealersRoot: string): StockProfile[] {
  return loadAllDealers(dealersRoot)
    .flatMap((r) => (r.ok ? [toStockProfile(r.dealer)] : []))
    .filter((p): p is StockProfile => p !== null);
}

const idList = (ids: readonly number[]) => `[${ids.join(', ')}]`;
const dealershipsOf = (profiles: readonly StockProfile[]) => profiles.flatMap((p) => p.dealerships.map((d) => d.id));

/** Documents matching a filter (exact: the documents route counts them all). */
async function countWhere(client: Meilisearch, indexUid: string, filter: string): Promise<number> {
  return (await client.index(indexUid).getDocuments({ filter, limit: 1, fields: ['id'] })).total;
}

/**
 * The demo dealers whose stock came from a feed: a stock fingerprint of theirs on this machine, or
 * any car of their dealerships in the index that is not marked as sample stock (so the rule holds on
 * another runner or a remote engine). An index seeded before sample cars were marked (`legacy`)
 * counts unmarked cars as sample stock unless the fingerprint says otherwise.
 */
async function importedDealers(
  client: Meilisearch,
  indexUid: string,
  profiles: readonly StockProfile[],
  fingerprints: string,
  legacy: boolean,
): Promise<Set<string>> {
  const imported = new Set<string>();
  for (const profile of profiles) {
    if (existsSync(join(fingerprints, 'stock', `${profile.siteSlug}.json`))) imported.add(profile.siteSlug);
    else if (!legacy) {
      const filter = `dealership_id IN ${idList(dealershipsOf([profile]))} AND NOT sample_stock = true`;
      if ((await countWhere(client, indexUid, filter)) > 0) imported.add(profile.siteSlug);
    }
  }
  return imported;
}

/**
 * Makes sure the index holds today's sample stock for the demo dealers whose stock did not come from
 * a feed: configures the index (every time, a no-op when nothing changed) and (re)loads their sample
 * cars when there are none, they are from an earlier day, or `force` is set. It only ever deletes
 * sample cars of those dealers' dealerships: never a whole index, never a feed's car.
 */
export async function ensureSampleStock(
  client: Meilisearch,
  indexUid: string,
  options: { dealersRoot: string; force?: boolean; stockDir?: string; fingerprintDir?: string },
): Promise<SeedResult> {
  const started = performance.now();
  const stockDir = options.stockDir ?? STOCK_DIR;
  const day = stockDay();
  const metaFile = join(stockDir, 'meta.json');
  const meta = existsSync(metaFile) ? (JSON.parse(readFileSync(metaFile, 'utf8')) as StockMeta) : null;
  const legacy = meta !== null && (meta.format ?? 1) < 3;
  await configureIndex(client, indexUid);
  const profiles = demoProfiles(options.dealersRoot);
  const imported = await importedDealers(
    client,
    indexUid,
    profiles,
    options.fingerprintDir ?? fingerprintRoot(),
    legacy,
  );
  const sampleDealerships = dealershipsOf(profiles.filter((p) => !imported.has(p.siteSlug)));
  const result = (seeded: boolean, cars: number) => ({
    seeded,
    cars,
    seconds: seeded ? (performance.now() - started) / 1000 : 0,
    imported: [...imported].sort(),
  });
  if (sampleDealerships.length === 0) return result(false, 0);

  const ours = `dealership_id IN ${idList(sampleDealerships)}`;
  const samples = `sample_stock = true AND ${ours}`;
  const count = legacy ? 0 : await countWhere(client, indexUid, samples);
  const fresh =
    meta?.day === day.toISOString().slice(0, 10) && meta.format === STOCK_FORMAT && count > 0 && count === meta.cars;
  if (fresh && !options.force) return result(false, count);

  // Generated for every demo dealer (so ids stay the same), then the imported dealers' cars dropped.
  const { file } = await writeStock(profiles, stockDir, { seed: STOCK_SEED, now: day });
  const wanted = new Set(sampleDealerships);
  const cars = (JSON.parse(readFileSync(file, 'utf8')) as Car[])
    .filter((car) => wanted.has(car.dealership_id))
    .map((car) => ({ ...car, sample_stock: true }));
  const index = client.index<Car>(indexUid);
  await settle(index.deleteDocuments({ filter: legacy ? ours : samples }), 'clear sample stock');
  for (let start = 0; start < cars.length; start += 2000) {
    await settle(index.addDocuments(cars.slice(start, start + 2000), { primaryKey: 'id' }), 'add sample stock');
  }
  writeFileSync(
    metaFile,
    JSON.stringify({
      day: day.toISOString().slice(0, 10),
      cars: cars.length,
      format: STOCK_FORMAT,
    } satisfies StockMeta),
  );
  return result(true, cars.length);
}
