import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Car } from '../../src/domain/car.ts';
import { DEFAULT_INDEX_UID } from '../../src/search/indexSettings.ts';
import { searchCarReader } from '../../server/stock/carReader.ts';
import { adminClient } from '../../scripts/lib/stockIndex.ts';

// `npm run keys` as an operator runs it, against the real engine of this test run.
const host = inject('meiliHost');
const masterKey = inject('meiliMasterKey');

function runKeys() {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
    MEILI_HOST: host,
    MEILI_MASTER_KEY: masterKey,
  };
  delete env.MEILI_SEARCH_KEY;
  delete env.MEILI_SEARCH_KEY_UID;
  const result = spawnSync('npm', ['run', '--silent', 'keys'], { encoding: 'utf8', env, timeout: 60_000 });
  const section = result.stdout.split('\n\n').find((part) => part.startsWith('# /etc/dealer-sites/lead-api.env')) ?? '';
  return { ...result, section, key: /^MEILI_SEARCH_KEY=(\S+)$/m.exec(section)?.[1] ?? '' };
}

const call = (key: string, method: string, path: string, body?: unknown) =>
  fetch(`${host.replace(/\/$/, '')}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('npm run keys', () => {
  it('creates the lead API’s search-only key once and prints the same one after', () => {
    const first = runKeys();
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.key).toMatch(/^[0-9a-f]{64}$/);
    expect(first.section).toContain(`MEILI_HOST=${host}`);
    const second = runKeys();
    expect(second.status).toBe(0);
    expect(second.key).toBe(first.key);
    expect(second.section).toMatch(/\(already there\)\n/);
    expect(second.stdout).toMatch(/^MEILI_SEARCH_KEY_UID=[0-9a-f-]{36}$/m);
  });

  it('the key only searches: the lead API reads a car with it, and writes, keys and settings are refused', async () => {
    const { key } = runKeys();
    expect((await call(key, 'POST', `/indexes/${DEFAULT_INDEX_UID}/search`, { limit: 1 })).status).toBe(200);
    expect((await call(key, 'POST', `/indexes/${DEFAULT_INDEX_UID}/documents`, [{ id: 1 }])).status).toBe(403);
    expect((await call(key, 'GET', '/keys')).status).toBe(403);
    expect((await call(key, 'PATCH', `/indexes/${DEFAULT_INDEX_UID}/settings`, {})).status).toBe(403);
    const car = (await adminClient(host, masterKey).index<Car>(DEFAULT_INDEX_UID).search('', { limit: 1 })).hits[0]!;
    const reader = searchCarReader({ host, key, timeoutMs: 5_000 });
    const found = await reader.bySlug(car.slug, { indexUid: DEFAULT_INDEX_UID, dealershipIds: [car.dealership_id] });
    expect(found?.slug).toBe(car.slug);
  });
});
