import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLeadApi, type LeadApiProcess } from '../../../scripts/lib/leadApiProcess.ts';
import { freePort, startPostgres, type TestPostgres } from '../../../scripts/lib/postgresCluster.ts';
import { LeadStore } from '../../../server/store.ts';
import { groupEnquiry } from '../apiHarness.ts';

/**
 * Crash drill of the database itself: the other PostgreSQL tests run with `synchronous_commit = off`
 * (a commit may be acknowledged before its WAL is on disk), which only a crash of PostgreSQL could
 * show. This one runs a cluster of its own with durability on, kills the postmaster and every
 * process it started with SIGKILL while leads are being written, and finds every lead the API
 * acknowledged after the crash recovery.
 */
const started: { api?: LeadApiProcess; cluster?: TestPostgres; work?: string } = {};
afterAll(async () => {
  await started.api?.stop();
  started.cluster?.stop();
  if (started.work) rmSync(started.work, { recursive: true, force: true });
});

const WRITERS = 8;
/** The crash lands once this many leads are acknowledged; no writer sends more than LIMIT in all. */
const CRASH_AFTER = 60;
const LIMIT = 600;

describe('PostgreSQL killed with kill -9 while leads are written, durability on', () => {
  it('has every acknowledged lead after crash recovery, each once', async () => {
    const cluster = (started.cluster = await startPostgres(['synchronous_commit = on', 'fsync = on']));
    const work = (started.work = mkdtempSync(join(tmpdir(), 'pg-crash-')));
    const api = (started.api = await startLeadApi(await freePort(), {
      DATABASE_URL: cluster.url,
      LEAD_API_LOG: join(work, 'messages.log'),
      LEAD_API_KEYS: '',
      LEAD_API_RATE_LIMIT: '0',
      DELIVERY_WORKER: '0',
    }));
    const acknowledged: string[] = [];
    let sent = 0;
    let refused = 0;
    let crashed = false;
    const { promise: crashDue, resolve: dueNow } = Promise.withResolvers<undefined>();
    const writer = async (w: number) => {
      for (let n = 0; !crashed && sent < LIMIT; n += 1) {
        sent += 1;
        try {
          const res = await fetch(`${api.url}/api/leads`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': `crash-${w}-${n}` },
            body: JSON.stringify({ ...groupEnquiry, email: `crash-${w}-${n}@example.com` }),
            signal: AbortSignal.timeout(10_000),
          });
          const body = (await res.json()) as { lead_id?: string };
          if (res.status === 201 && body.lead_id) acknowledged.push(body.lead_id);
          else refused += 1;
        } catch {
          refused += 1;
        }
        if (acknowledged.length >= CRASH_AFTER) dueNow(undefined);
      }
    };
    const writing = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    await Promise.race([crashDue, writing]);
    // Writers are mid-request when the database dies: leads are in flight, not between requests.
    await cluster.crash();
    crashed = true;
    await writing;
    expect(acknowledged.length).toBeGreaterThanOrEqual(CRASH_AFTER);
    expect(refused, 'requests in flight or sent after the crash were refused').toBeGreaterThan(0);

    cluster.resume();
    // A real crash: PostgreSQL replayed its WAL to start again.
    expect(readFileSync(join(cluster.dir, 'server.log'), 'utf8')).toContain(
      'database system was not properly shut down; automatic recovery in progress',
    );
    const store = new LeadStore(cluster.url);
    const stored = (await store.driver.all('SELECT id FROM leads')).map((r) => String(r.id));
    await store.close();
    const missing = acknowledged.filter((id) => !stored.includes(id));
    expect(missing).toEqual([]);
    expect(new Set(stored).size).toBe(stored.length);
  }, 120_000);
});
