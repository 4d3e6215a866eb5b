import { Meilisearch, type EnqueuedTaskPromise, type Task } from 'meilisearch';
import type { Car } from '../../src/domain/car.ts';
import { indexSettings } from '../../src/search/indexSettings.ts';
import { buildEnv } from '../../src/config/env/load.ts';

const SIGNER_DESCRIPTION = 'dealer-sites: signs the tenant tokens of dealer builds (search only)';

/** Waits for a Meilisearch task and throws with the engine's own message when it did not succeed. */
export async function settle(enqueued: EnqueuedTaskPromise, what: string): Promise<Task> {
  const task = await enqueued.waitTask({ timeout: 300_000, interval: 100 });
  if (task.status !== 'succeeded') {
    const reason = task.error ? `${task.error.code}: ${task.error.message}` : task.status;
    throw new Error(`Meilisearch task ${task.uid} (${what}) ${task.status}: ${reason}`);
  }
  return task;
}

export function adminClient(host: string, key: string): Meilisearch {
  return new Meilisearch({ host, apiKey: key });
}

export async function documentCount(client: Meilisearch, uid: string): Promise<number> {
  try {
    return (await client.index(uid).getStats()).numberOfDocuments;
  } catch {
    return 0;
  }
}

/** Creates the index when missing and applies the settings (searchable, filterable, sortable, limits). */
export async function configureIndex(client: Meilisearch, uid: string): Promise<void> {
  const exists = await client
    .index(uid)
    .getRawInfo()
    .then(
      () => true,
      () => false,
    );
  if (!exists) await settle(client.createIndex(uid, { primaryKey: 'id' }), `create index ${uid}`);
  await settle(client.index(uid).updateSettings(indexSettings()), `settings of ${uid}`);
}

/** Replaces every document of the index with `cars`. */
export async function replaceDocuments(client: Meilisearch, uid: string, cars: readonly Car[]): Promise<void> {
  const index = client.index<Car>(uid);
  await settle(index.deleteAllDocuments(), `clear ${uid}`);
  for (let start = 0; start < cars.length; start += 2000) {
    await settle(index.addDocuments(cars.slice(start, start + 2000), { primaryKey: 'id' }), `add documents ${start}…`);
  }
}

/** The search-only key tenant tokens are signed with: found by its description, created when absent. */
export async function ensureSigningKey(client: Meilisearch, uid: string): Promise<{ key: string; uid: string }> {
  const fromEnv = buildEnv().MEILI_SEARCH_KEY;
  const uidFromEnv = buildEnv().MEILI_SEARCH_KEY_UID;
  if (fromEnv && uidFromEnv) return { key: fromEnv, uid: uidFromEnv };
  const { results } = await client.getKeys({ limit: 1000 });
  const existing = results.find(
    (k) => k.description === SIGNER_DESCRIPTION && k.actions.length === 1 && k.actions[0] === 'search',
  );
  if (existing) return { key: existing.key, uid: existing.uid };
  const created = await client.createKey({
    description: SIGNER_DESCRIPTION,
    actions: ['search'],
    indexes: [uid],
    expiresAt: null,
  });
  return { key: created.key, uid: created.uid };
}
