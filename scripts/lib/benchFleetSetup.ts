import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * The command line both fleet benches take (`npm run bench`, `npm run bench:sync`); `--again` (where
 * the bench offers it) reuses the fleet the last run built instead of generating and building one.
 */
export function fleetBenchArgs(command: string, defaultCars: number, { again = false } = {}) {
  const usage = `npm run ${command} -- [--dealers N] [--cars N] [--concurrency N]${again ? ' [--again]' : ''}`;
  const { values } = cliArgs(usage, {
    options: {
      dealers: { type: 'string', default: '100' },
      cars: { type: 'string', default: String(defaultCars) },
      concurrency: { type: 'string', default: String(availableParallelism()) },
      ...(again ? { again: { type: 'boolean', default: false } } : {}),
    },
  });
  return {
    dealers: wholeNumber('dealers', values.dealers, 1),
    carsPerDealer: wholeNumber('cars', values.cars, 1),
    concurrency: values.concurrency,
    again: values.again === true,
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
  return { slugs, dealersDir, engine, cars, seedSeconds, env: fleetEnv(root, engine) };
}

/** The environment a bench fleet's builds run in: its own engine and build records. */
function fleetEnv(root: string, engine: SearchEngine): NodeJS.ProcessEnv {
  return {
    ...inheritedEnv(),
    MEILI_HOST: engine.host,
    MEILI_MASTER_KEY: engine.masterKey,
    PUBLIC_MEILI_HOST: engine.host,
    // The bench fleet's build records stay apart from the demo dealers' ones.
    FINGERPRINTS_DIR: join(root, 'fingerprints'),
  };
}

/** The fleet an earlier run left under `root`, its engine started on its data as it was. */
export async function reopenBenchFleet(root: string): Promise<Pick<BenchFleet, 'slugs' | 'engine' | 'env'>> {
  const slugs = readdirSync(join(root, 'dealers'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  if (slugs.length === 0) throw new Error(`no bench fleet in ${root}: run the bench once without --again`);
  const engine = await connectSearchEngine({ dataDir: join(root, 'meili'), embedded: true });
  return { slugs, engine, env: fleetEnv(root, engine) };
}
