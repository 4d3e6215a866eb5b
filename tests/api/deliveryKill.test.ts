import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLeadApi, type LeadApiProcess } from '../../scripts/lib/leadApiProcess.ts';
import { openPort } from '../../scripts/lib/openPort.ts';
import { SmtpReceiver } from '../support/smtpReceiver.ts';
import { harbourLead } from './deliveryHarness.ts';

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
    LEAD_API_DB: join(work, 'leads.sqlite'),
    LEAD_API_LOG: join(work, 'messages.log'),
    LEAD_API_KEYS: '',
    LEAD_API_RATE_LIMIT: '0',
    DELIVERY_POLL_MS: '200',
    ...env,
  });
  started.push(api);
  return api;
};

describe('kill -9 between a lead and its email', () => {
  it('sends every acknowledged lead exactly once after the restart', async () => {
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
});
