import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_INDEX_UID } from '../../src/search/indexSettings.ts';
import { connectSearchEngine, type SearchEngine } from '../../scripts/lib/searchEngine.ts';
import { ensureSampleStock } from '../../scripts/lib/seedStock.ts';
import { adminClient } from '../../scripts/lib/stockIndex.ts';

let engine: SearchEngine | undefined;

/** One real Meilisearch for the run, seeded with the demo stock; tests read its host and key. */
export async function setup(project: TestProject): Promise<void> {
  engine = await connectSearchEngine();
  const seed = await ensureSampleStock(adminClient(engine.host, engine.masterKey), DEFAULT_INDEX_UID, {
    dealersRoot: resolve('dealers'),
  });
  project.provide('meiliHost', engine.host);
  project.provide('meiliMasterKey', engine.masterKey);
  project.provide('seededCars', seed.cars);
}

export async function teardown(): Promise<void> {
  await engine?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    meiliHost: string;
    meiliMasterKey: string;
    seededCars: number;
  }
}
