import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_INDEX_UID } from '../../src/search/indexSettings.ts';
import { connectSearchEngine, type SearchEngine } from '../../scripts/lib/searchEngine.ts';
import { ensureSampleStock } from '../../scripts/lib/seedStock.ts';
import { adminClient, documentCount } from '../../scripts/lib/stockIndex.ts';

let engine: SearchEngine | undefined;

/** One real Meilisearch for the run, seeded with the demo stock (imported dealers kept); tests read its host and key. */
export async function setup(project: TestProject): Promise<void> {
  engine = await connectSearchEngine();
  const admin = adminClient(engine.host, engine.masterKey);
  await ensureSampleStock(admin, DEFAULT_INDEX_UID, { dealersRoot: resolve('dealers') });
  project.provide('meiliHost', engine.host);
  project.provide('meiliMasterKey', engine.masterKey);
  // Every car of the index: the sample stock, plus any dealer's imported from its feed.
  project.provide('seededCars', await documentCount(admin, DEFAULT_INDEX_UID));
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
