import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLeadApi, type LeadApiProcess } from '../../scripts/lib/leadApiProcess.ts';
import { openPort } from '../../scripts/lib/openPort.ts';
import { LeadStore } from '../../server/store.ts';
import { groupEnquiry } from './apiHarness.ts';
import { testStoreEnv, testStoreLocation } from '../support/testStore.ts';

/** Failure drill: the real lead API killed with SIGKILL while leads are being written. */
const work = mkdtempSync(join(tmpdir(), 'lead-api-kill-'));
const db = join(work, 'leads.sqlite');
const started: LeadApiProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((api) => api.stop()));
  rmSync(work, { recursive: true, force: true });
});

async function leadApi(port: number) {
  const api = await startLeadApi(port, {
    ...testStoreEnv(db),
    LEAD_API_LOG: join(work, 'messages.log'),
    LEAD_API_KEYS: '',
    LEAD_API_HOST: '127.0.0.1',
    LEAD_API_RATE_LIMIT: '0',
  });
  started.push(api);
  return api;
}

describe('kill -9 in the middle of writes', () => {
  it('keeps every lead the API acknowledged, and starts again on the same store', { timeout: 20_000 }, async () => {
    const port = await openPort();
    const api = await leadApi(port);
    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;
    const KILL_AFTER = 150;
    // 20 writers post leads back to back; the process is killed while their requests are in flight.
    const writer = async (w: number) => {
      for (let i = 0; !killed || i === 0; i += 1) {
        sent += 1;
        try {
          const res = await fetch(`${api.url}/api/leads`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...groupEnquiry, email: `kill-${String(w)}-${String(i)}@example.com` }),
          });
          const body = (await res.json()) as { lead_id?: string };
          if (res.status === 201 && body.lead_id) acknowledged.push(body.lead_id);
        } catch {
          return; // connection refused or reset: the process is gone
        }
        if (acknowledged.length >= KILL_AFTER && !killed) {
          killed = true;
          api.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 20 }, (_, w) => writer(w)));
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

    const store = new LeadStore(testStoreLocation(db));
    try {
      const found = await Promise.all(acknowledged.map((id) => store.getLead(id)));
      const missing = acknowledged.filter((_, i) => found[i] === null);
      expect(missing, `acknowledged but lost (of ${String(acknowledged.length)}, ${String(sent)} sent)`).toEqual([]);
      expect(await store.countLeads()).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await store.close();
    }

    const again = await leadApi(port);
    const health = await fetch(`${again.url}/api/health`);
    expect(health.status).toBe(200);
  });
});
