import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Car } from '../../src/domain/car.ts';
import { DEFAULT_DEALERS_DIR } from '../../src/config/loadDealer.ts';
import { inheritedEnv } from '../../src/config/env/load.ts';
import { DEFAULT_INDEX_UID } from '../../src/search/indexSettings.ts';
import { writeStock } from '../generate-stock.ts';
import { writeBenchFleet } from './benchFleet.ts';
import { cliArgs, wholeNumber } from './cli.ts';
import { connectSearchEngine, type SearchEngine } from './searchEngine.ts';
import { demoProfiles, STOCK_SEED, stockDay } from './seedStock.ts';
import { adminClient, configureIndex, replaceDocuments } from './stockIndex.ts';

/** The command line both fleet benches take (`npm run bench`, `npm run bench:sync`). */
export function fleetBenchArgs(command: string, defaultCars: number) {
  const { values } = cliArgs(`npm run ${command} -- [--dealers N] [--cars N] [--concurrency N]`, {
    options: {
      dealers: { type: 'string', default: '100' },
      cars: { type: 'string', default: String(defaultCars) },
      concurrency: { type: 'string', default: String(availableParallelism()) },
    },
  });
  return {
    dealers: wholeNumber('dealers', values.dealers, 1),
    carsPerDealer: wholeNumber('cars', values.cars, 1),
    concurrency: values.concurrency,
  };
}

export interface BenchFleet {
  slugs: string[];
  dealersDir: string;
  engine: SearchEngine;
  cars: Car[];
  seedSeconds: number;
  /** The environment the fleet's builds run in: its own engine and build records. */
  env: NodeJS.ProcessEnv;
}

/**
 * A generated fleet under `root` (cloned demo dealers), seeded into an embedded Meilisearch of its
 * own whatever MEILI_HOST says, so the demo index is untouched. The caller stops the engine.
 */
export async function seedBenchFleet(root: string, dealers: number, carsPerDealer: number): Promise<BenchFleet> {
  const dealersDir = join(root, 'dealers');
  const slugs = writeBenchFleet(resolve(DEFAULT_DEALERS_DIR), dealersDir, dealers, carsPerDealer);
  console.log(`Wrote ${slugs.length} synthetic dealers (${carsPerDealer} cars each) to ${dealersDir}`);
  const engine = await connectSearchEngine({ dataDir: join(root, 'meili'), embedded: true });
  const admin = adminClient(engine.host, engine.masterKey);
  const seedStarted = performance.now();
  const { file } = await writeStock(demoProfiles(dealersDir), join(root, 'stock'), {
    seed: STOCK_SEED,
    now: stockDay(),
  });
  const cars = JSON.parse(readFileSync(file, 'utf8')) as Car[];
  await configureIndex(admin, DEFAULT_INDEX_UID);
  await replaceDocuments(admin, DEFAULT_INDEX_UID, cars);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(`Seeded ${cars.length} cars in ${seedSeconds.toFixed(1)} s`);
  const env = {
    ...inheritedEnv(),
    MEILI_HOST: engine.host,
    MEILI_MASTER_KEY: engine.masterKey,
    PUBLIC_MEILI_HOST: engine.host,
    // The bench fleet's build records stay apart from the demo dealers' ones.
    FINGERPRINTS_DIR: join(root, 'fingerprints'),
  };
  return { slugs, dealersDir, engine, cars, seedSeconds, env };
}
