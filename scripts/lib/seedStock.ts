import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Meilisearch } from 'meilisearch';
import { loadAllDealers } from '../../src/config/loadDealer.ts';
import type { Car } from '../../src/domain/car.ts';
import { writeStock } from '../generate-stock.ts';
import type { StockProfile } from '../stock/generateStock.ts';
import { fingerprintRoot } from './buildFingerprints.ts';
import { configureIndex, documentCount, replaceDocuments, settle } from './stockIndex.ts';
import { toStockProfile } from './stockProfiles.ts';

export const STOCK_DIR = resolve('.data/stock');
export const STOCK_SEED = 20261121;

/** Midnight UTC of today: the sample stock is stable within a day and its sold window stays current. */
export const stockDay = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Bumped when the generator's output changes shape (2: photos on the image host as JPEG), so the index is reloaded. */
export const STOCK_FORMAT = 2;

interface StockMeta {
  day: string;
  cars: number;
  format?: number;
}

export interface SeedResult {
  seeded: boolean;
  cars: number;
  seconds: number;
}

export function demoProfiles(dealersRoot: string): StockProfile[] {
  return loadAllDealers(dealersRoot)
    .flatMap((r) => (r.ok ? [toStockProfile(r.dealer)] : []))
    .filter((p): p is StockProfile => p !== null);
}

/**
 * Makes sure the index holds today's sample stock for the demo dealers: configures the index (every
 * time, a no-op when nothing changed) and (re)loads documents when the index is empty, the stock is from an earlier day, or `force` is set.
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
  const count = await documentCount(client, indexUid);
  // Dealers whose stock came from their feed (npm run import) keep it: the sample stock is not theirs.
  const profiles = demoProfiles(options.dealersRoot);
  const fingerprints = options.fingerprintDir ?? fingerprintRoot();
  const sample = profiles.filter((p) => !existsSync(join(fingerprints, 'stock', `${p.siteSlug}.json`)));
  const imported = sample.length < profiles.length;
  const fresh =
    meta?.day === day.toISOString().slice(0, 10) &&
    meta.format === STOCK_FORMAT &&
    count > 0 &&
    (imported ? count >= meta.cars : count === meta.cars);
  // Settings always: a stock that is still fresh picks up settings changed since it was loaded.
  if (count > 0) await configureIndex(client, indexUid);
  if (fresh && !options.force) return { seeded: false, cars: count, seconds: 0 };

  // Generated for every demo dealer (so ids stay the same), then the imported dealers' cars dropped.
  const { file } = await writeStock(profiles, stockDir, { seed: STOCK_SEED, now: day });
  const sampleDealerships = new Set(sample.flatMap((p) => p.dealerships.map((d) => d.id)));
  const cars = (JSON.parse(readFileSync(file, 'utf8')) as Car[]).filter((car) =>
    sampleDealerships.has(car.dealership_id),
  );
  if (count === 0) await configureIndex(client, indexUid);
  if (imported) {
    const ids = [...sampleDealerships];
    await settle(
      client.index(indexUid).deleteDocuments({ filter: `dealership_id IN [${ids.join(', ')}]` }),
      'clear sample stock',
    );
    for (let start = 0; start < cars.length; start += 2000) {
      await settle(
        client.index<Car>(indexUid).addDocuments(cars.slice(start, start + 2000), { primaryKey: 'id' }),
        'add sample stock',
      );
    }
  } else {
    await replaceDocuments(client, indexUid, cars);
  }
  writeFileSync(
    metaFile,
    JSON.stringify({
      day: day.toISOString().slice(0, 10),
      cars: cars.length,
      format: STOCK_FORMAT,
    } satisfies StockMeta),
  );
  return { seeded: true, cars: cars.length, seconds: (performance.now() - started) / 1000 };
}
