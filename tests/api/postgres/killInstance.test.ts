import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startPoolNginx } from '../../../scripts/lib/benchPool.ts';
import { startLeadApi, type LeadApiProcess } from '../../../scripts/lib/leadApiProcess.ts';
import { openPort } from '../../../scripts/lib/openPort.ts';
import { LeadStore } from '../../../server/store.ts';
import { SmtpReceiver, type ReceivedMail } from '../../support/smtpReceiver.ts';
import { testStoreEnv, testStoreLocation } from '../../support/testStore.ts';
import { groupEnquiry } from '../apiHarness.ts';

/**
 * Failure drills of the scaled-out shape: two lead API instances on one PostgreSQL behind the
 * shipped nginx pool, the delivery worker apart (`npm run deliver`) with a one-minute poll, so only
 * the database's notification wakes it, and a real SMTP relay.
 */
const work = mkdtempSync(join(tmpdir(), 'pg-kill-'));
const apis: LeadApiProcess[] = [];
const others: { stop(): unknown }[] = [];
afterAll(async () => {
  await Promise.all(apis.map((api) => api.stop()));
  for (const other of others) await other.stop();
  rmSync(work, { recursive: true, force: true });
});

async function scaledOut(name: string) {
  const relay = await new SmtpReceiver().start();
  others.push(relay);
  const db = join(work, `${name}.sqlite`);
  const env = {
    ...testStoreEnv(db),
    LEAD_API_LOG: join(work, `${name}.log`),
    LEAD_API_KEYS: '',
    LEAD_API_RATE_LIMIT: '0',
    LEAD_API_TRUST_PROXY: '1',
    DELIVERY_WORKER: '0',
    DELIVERY_POLL_MS: '60000',
    SMTP_URL: relay.url,
  };
  const pair = [await startLeadApi(await openPort(), env), await startLeadApi(await openPort(), env)] as const;
  apis.push(...pair);
  const ports = pair.map((api) => Number(new URL(api.url).port));
  const nginx = await startPoolNginx(join(work, `${name}-nginx`), await openPort(), ports);
  others.push(nginx);
  const worker: ChildProcess = spawn(process.execPath, ['scripts/deliver.ts'], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  others.push({ stop: () => worker.kill('SIGTERM') });
  const post = (key: string, body: unknown) =>
    fetch(`${nginx.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(body),
    });
  return { relay, pair, post, location: testStoreLocation(db) };
}

const leadOf = (mail: ReceivedMail) => mail.parsed.headers.get('x-lead-id') as string;

describe('two lead API instances on PostgreSQL behind nginx, the worker apart', () => {
  it('a worker with a one-minute poll sends a new lead within seconds: the database wakes it', async () => {
    const { relay, post } = await scaledOut('wake');
    // The worker has just started and made its first look; give it that moment, then send.
    await new Promise((r) => setTimeout(r, 1_500));
    const res = await post('wake-0000-0001', groupEnquiry);
    expect(res.status).toBe(201);
    const sentAt = Date.now();
    await expect.poll(() => relay.received.length, { timeout: 5_000, interval: 50 }).toBe(2);
    expect(Math.max(...relay.received.map((m) => m.at)) - sentAt).toBeLessThan(3_000);
  }, 30_000);

  it('kill -9 of one instance under load: every acknowledged lead is stored once and delivered once', async () => {
    const { relay, pair, post, location } = await scaledOut('kill');
    const acknowledged = new Map<string, string>();
    let killed = false;
    const KILL_AT = 80;
    const STOP_AT = 200;
    // Like the browser outbox: each lead keeps its Idempotency-Key and is sent again until a 201.
    const writer = async (w: number) => {
      for (let i = 0; acknowledged.size < STOP_AT; i += 1) {
        const key = `kill-${String(w)}-${String(i)}-0001`;
        const body = { ...groupEnquiry, email: `kill-${String(w)}-${String(i)}@example.com` };
        for (let attempt = 0; attempt < 100; attempt += 1) {
          // A refused connection, or nginx's 502 page for a request the killed instance had.
          const answer = await post(key, body)
            .then(async (res) => ({ status: res.status, json: (await res.json()) as { lead_id?: string } }))
            .catch(() => null);
          if (answer?.status === 201 && answer.json.lead_id) {
            acknowledged.set(key, answer.json.lead_id);
            break;
          }
          await new Promise((r) => setTimeout(r, 100));
        }
        if (acknowledged.size >= KILL_AT && !killed) {
          killed = true;
          pair[0].child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, (_, w) => writer(w)));
    expect(killed).toBe(true);
    const ids = [...acknowledged.values()];
    // Two messages per lead (the group's sales inbox and its CRM inbox).
    await expect.poll(() => relay.received.length, { timeout: 20_000, interval: 100 }).toBe(ids.length * 2);
    await new Promise((r) => setTimeout(r, 1_000)); // nothing more arrives: no message twice
    const perLead = new Map<string, number>();
    for (const mail of relay.received) perLead.set(leadOf(mail), (perLead.get(leadOf(mail)) ?? 0) + 1);
    expect([...perLead.keys()].sort()).toEqual([...ids].sort());
    expect(new Set(perLead.values())).toEqual(new Set([2]));
    const store = new LeadStore(location);
    try {
      const stored = (await store.driver.all('SELECT id FROM leads')).map((r) => String(r.id));
      expect(stored.sort()).toEqual([...ids].sort());
    } finally {
      await store.close();
    }
  }, 60_000);
});
