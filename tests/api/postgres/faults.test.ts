import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLeadApi, type LeadApiProcess } from '../../../scripts/lib/leadApiProcess.ts';
import { freePort, startPostgres, type TestPostgres } from '../../../scripts/lib/postgresCluster.ts';
import { LeadStore } from '../../../server/store.ts';
import { groupEnquiry } from '../apiHarness.ts';

/** Fault drill: PostgreSQL stopped under a running lead API for 20 s, then started again. */
const started: { api?: LeadApiProcess; cluster?: TestPostgres } = {};
afterAll(async () => {
  await started.api?.stop();
  started.cluster?.stop();
});

const post = async (url: string, n: number) => {
  const res = await fetch(`${url}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `outage-lead-${String(n).padStart(4, '0')}` },
    body: JSON.stringify({ ...groupEnquiry, email: `outage-${n}@example.com` }),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as { lead_id?: string },
  };
};

describe('PostgreSQL stopped for 20 seconds under a running lead API', () => {
  it('answers 503 with Retry-After meanwhile, recovers without a restart, and loses nothing', async () => {
    // A cluster of its own: this test stops it, and the other tests share theirs.
    const cluster = (started.cluster = await startPostgres(['synchronous_commit = off']));
    const work = mkdtempSync(join(tmpdir(), 'pg-outage-'));
    const api = (started.api = await startLeadApi(await freePort(), {
      DATABASE_URL: cluster.url,
      LEAD_API_LOG: join(work, 'messages.log'),
      LEAD_API_KEYS: '',
      LEAD_API_RATE_LIMIT: '0',
      DELIVERY_WORKER: '0',
    }));
    const acknowledged: string[] = [];
    const before = await post(api.url, 1);
    expect(before.status).toBe(201);
    acknowledged.push(before.body.lead_id!);

    cluster.halt();
    const outageStart = Date.now();
    const during = [];
    for (let n = 2; Date.now() - outageStart < 20_000; n += 1) {
      during.push(await post(api.url, n));
      await new Promise((r) => setTimeout(r, 1_000));
    }
    expect(during.length).toBeGreaterThan(10);
    expect(new Set(during.map((r) => `${r.status} ${r.retryAfter}`))).toEqual(new Set(['503 1']));
    expect((await fetch(`${api.url}/api/ready`)).status).toBe(503);

    cluster.resume();
    // The same process, no restart: the browser outbox's retries of the refused leads now land, once.
    await expect.poll(async () => (await fetch(`${api.url}/api/ready`)).status, { timeout: 10_000 }).toBe(200);
    for (let n = 2; n < during.length + 2; n += 1) {
      const retried = await post(api.url, n);
      expect(retried.status).toBe(201);
      acknowledged.push(retried.body.lead_id!);
    }
    const replay = await post(api.url, 2);
    expect(replay.body.lead_id).toBe(acknowledged[1]);

    const store = new LeadStore(cluster.url);
    const ids = (await store.driver.all('SELECT id FROM leads')).map((r) => String(r.id));
    await store.close();
    expect(ids.sort()).toEqual([...acknowledged].sort());
  }, 90_000);
});
