import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLeadApi, type LeadApiProcess } from '../../scripts/lib/leadApiProcess.ts';
import { openPort } from '../../scripts/lib/openPort.ts';
import { SmtpReceiver } from '../support/smtpReceiver.ts';
import { harbourLead } from './deliveryHarness.ts';
import { testStoreEnv } from '../support/testStore.ts';

/** Failure drill: the real lead API killed with SIGKILL after the lead's commit, before its send. */
const work = mkdtempSync(join(tmpdir(), 'delivery-kill-'));
const started: LeadApiProcess[] = [];
const smtp = new SmtpReceiver();
afterAll(async () => {
  await Promise.all(started.map((api) => api.stop()));
  await smtp.stop();
  rmSync(work, { recursive: true, force: true });
});

const leadApi = async (port: number, env: Record<string, string>) => {
  const api = await startLeadApi(port, {
    ...testStoreEnv(join(work, 'leads.sqlite')),
    LEAD_API_LOG: join(work, 'messages.log'),
    LEAD_API_KEYS: '',
    LEAD_API_RATE_LIMIT: '0',
    DELIVERY_POLL_MS: '200',
    ...env,
  });
  started.push(api);
  return api;
};

describe('kill -9 between a lead and its email: at-least-once, a resend keeps its Message-ID', () => {
  it('a kill before the relay had any message: every acknowledged lead goes out once after the restart', async () => {
    await smtp.start();
    const port = await openPort();
    // The relay is unreachable at first, so every job is queued, retrying or mid-send (leased) when the
    // process dies; a lease of 2 s lets the next process take the mid-send ones soon after.
    const first = await leadApi(port, {
      SMTP_URL: 'smtp://127.0.0.1:9',
      DELIVERY_TIMEOUT_MS: '500',
      DELIVERY_LEASE_MS: '2000',
      DELIVERY_RETRY_BASE_MS: '200',
    });
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${first.url}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(harbourLead('finance', { email: `kill${i}@example.com` })),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { lead_id: string }).lead_id);
    }
    first.child.kill('SIGKILL');
    await new Promise((done) => first.child.once('exit', done));
    // Back up with the relay reachable; DELIVERY_RETRY_BASE_MS keeps the retry of failed sends short.
    await leadApi(port, { SMTP_URL: smtp.url, DELIVERY_RETRY_BASE_MS: '100', DELIVERY_LEASE_MS: '1000' });
    await expect.poll(() => smtp.received.length, { timeout: 20_000, interval: 200 }).toBe(40);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(smtp.received).toHaveLength(40);
    const leadIds = new Set(smtp.received.map((m) => m.parsed.headers.get('x-lead-id')));
    expect([...leadIds].sort()).toEqual([...ids].sort());
    expect(smtp.messageIds().size).toBe(40);
  }, 60_000);

  it('a kill after the relay took a message, before the API recorded it: the resend has the same Message-ID', async () => {
    // The riskiest moment: the relay holds the whole message but its "250 OK" has not reached the
    // sender when the sender dies. No sender can know the message arrived, so it sends it again;
    // the promise is at-least-once delivery with the same Message-ID, which the receiver de-duplicates.
    const relay = await new SmtpReceiver().start();
    let gotOne: () => void = () => undefined;
    const arrived = new Promise<void>((done) => {
      gotOne = done;
    });
    relay.beforeReply = () => {
      gotOne();
      return new Promise<void>(() => undefined); // no reply while the sender lives
    };
    const port = await openPort();
    const env = { SMTP_URL: relay.url, ...testStoreEnv(join(work, 'held.sqlite')), DELIVERY_LEASE_MS: '1500' };
    const first = await leadApi(port, { ...env, DELIVERY_TIMEOUT_MS: '60000' });
    const res = await fetch(`${first.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(harbourLead('finance', { email: 'held@example.com' })),
    });
    expect(res.status).toBe(201);
    const leadId = ((await res.json()) as { lead_id: string }).lead_id;
    await arrived;
    first.child.kill('SIGKILL');
    await new Promise((done) => first.child.once('exit', done));
    const before = relay.received.map((m) => m.parsed.messageId);
    expect(before.length).toBeGreaterThan(0);
    relay.beforeReply = () => Promise.resolve();
    try {
      await leadApi(port, { ...env, DELIVERY_RETRY_BASE_MS: '100' });
      // Both deliveries of the finance lead (dealer and CRM) are accepted in the end, each message
      // the relay held before the kill a second time…
      await expect.poll(() => relay.received.length, { timeout: 20_000, interval: 200 }).toBe(2 + before.length);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(relay.messageIds().size).toBe(2);
      // …and each message the relay had before the kill came again with the same Message-ID.
      for (const id of before) expect(relay.received.filter((m) => m.parsed.messageId === id)).toHaveLength(2);
      expect(new Set(relay.received.map((m) => m.parsed.headers.get('x-lead-id')))).toEqual(new Set([leadId]));
      expect(relay.received.length).toBe(2 + before.length);
    } finally {
      await relay.stop();
    }
  }, 60_000);
});

describe('the worker apart: DELIVERY_WORKER=0 and npm run deliver', () => {
  it('queues in the API and sends from the separate process; npm run deliveries lists and retries', async () => {
    const relay = await new SmtpReceiver().start();
    const db = join(work, 'apart.sqlite');
    const env = {
      ...testStoreEnv(db),
      LEAD_API_LOG: join(work, 'apart.log'),
      LEAD_API_KEYS: '',
      LEAD_API_RATE_LIMIT: '0',
      SMTP_URL: relay.url,
      DELIVERY_POLL_MS: '200',
    };
    const api = await startLeadApi(await openPort(), { ...env, DELIVERY_WORKER: '0' });
    started.push(api);
    relay.answer = (rcpt) => (rcpt.includes('finance@harbourautogroup.com.au') ? 550 : 'accept');
    const res = await fetch(`${api.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(harbourLead('finance', { email: 'apart@example.com' })),
    });
    expect(res.status).toBe(201);
    await new Promise((r) => setTimeout(r, 800));
    expect(relay.received).toHaveLength(0);
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['scripts/deliveries.ts', ...args], {
        env: { ...process.env, ...env },
        encoding: 'utf8',
      });
    expect(cli().stdout).toMatch(
      /^harbour-auto-group\s+queued\s+email\s+(crm|finance)@harbourautogroup\.com\.au\s+attempts 0/m,
    );
    const worker = spawn(process.execPath, ['scripts/deliver.ts'], {
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    try {
      await expect.poll(() => relay.received.length, { timeout: 10_000, interval: 100 }).toBe(1);
      await expect
        .poll(() => cli().stdout, { timeout: 5_000, interval: 200 })
        .toMatch(/dead\s+email\s+finance@.*SMTP 550/);
      const deadId = /(\S+\.created\.email\.\S+)$/m.exec(cli('--dealer=harbour-auto-group').stdout)![1]!;
      relay.answer = () => 'accept';
      expect(cli('--retry', deadId).stdout).toBe(`${deadId}: queued again\n`);
      await expect.poll(() => relay.received.length, { timeout: 10_000, interval: 100 }).toBe(2);
      expect(cli().stdout).toBe('Nothing pending or dead.\n');
      const json = JSON.parse(cli('--json').stdout) as {
        rows: { slug: string; received: number; delivered: number }[];
      };
      expect(json.rows.find((r) => r.slug === 'harbour-auto-group')).toMatchObject({ received: 1, delivered: 1 });
      expect(cli('--retry', 'no-such-id').status).toBe(1);
    } finally {
      worker.kill('SIGTERM');
      await relay.stop();
    }
  }, 60_000);
});
