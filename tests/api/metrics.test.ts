import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLeadApi, type LeadApiProcess } from '../../scripts/lib/leadApiProcess.ts';
import { openPort } from '../../scripts/lib/openPort.ts';
import { SmtpReceiver } from '../support/smtpReceiver.ts';
import { harbourLead } from './deliveryHarness.ts';

// The real lead API and the real worker process, scraped the way Prometheus does.
const work = mkdtempSync(join(tmpdir(), 'metrics-'));
const TOKEN = 'ops-token-0123456789abcdef';
const started: LeadApiProcess[] = [];
const smtp = new SmtpReceiver();
afterAll(async () => {
  await Promise.all(started.map((api) => api.stop()));
  await smtp.stop();
  rmSync(work, { recursive: true, force: true });
});

const scrape = (url: string, token?: string) =>
  fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});

/** One sample's value from the Prometheus text, or undefined. */
const sample = (text: string, line: string) => {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

describe('Prometheus /metrics on the lead API and the delivery worker', () => {
  it('is off without a token, asks for it, and counts leads, deliveries and their latency', async () => {
    await smtp.start();
    const env = {
      LEAD_API_DB: join(work, 'leads.sqlite'),
      LEAD_API_LOG: join(work, 'messages.log'),
      LEAD_API_KEYS: '',
      LEAD_API_RATE_LIMIT: '0',
      DELIVERY_POLL_MS: '200',
      SMTP_URL: smtp.url,
    };
    const off = await startLeadApi(await openPort(), env);
    started.push(off);
    expect((await scrape(`${off.url}/metrics`, TOKEN)).status).toBe(404);
    await off.stop();

    const api = await startLeadApi(await openPort(), { ...env, METRICS_TOKEN: TOKEN });
    started.push(api);
    const denied = await scrape(`${api.url}/metrics`, 'not-the-token-at-all');
    expect(denied.status).toBe(401);
    expect(denied.headers.get('www-authenticate')).toBe('Bearer');
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${api.url}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(harbourLead('finance', { email: `metrics${i}@example.com` })),
      });
      expect(res.status).toBe(201);
    }
    await expect.poll(() => smtp.received.length, { timeout: 20_000, interval: 200 }).toBe(6);
    const res = await scrape(`${api.url}/metrics`, TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(sample(text, 'lead_api_leads_received_total{dealer="harbour-auto-group",form="finance"}')).toBe(3);
    expect(sample(text, 'lead_deliveries{dealer="harbour-auto-group",state="sent",channel="email"}')).toBe(6);
    expect(sample(text, 'lead_delivery_accept_seconds_count{channel="email"}')).toBe(6);
    expect(sample(text, 'lead_delivery_accept_seconds_bucket{channel="email",le="+Inf"}')).toBe(6);
    // Sent over loopback within seconds: every one is inside the 15 s bucket.
    expect(sample(text, 'lead_delivery_accept_seconds_bucket{channel="email",le="15"}')).toBe(6);
    expect(text).not.toContain('state="dead"');

    // The worker process apart serves the same figures on its own port.
    const port = await openPort();
    const worker = spawn(process.execPath, ['scripts/deliver.ts'], {
      env: { ...process.env, ...env, METRICS_TOKEN: TOKEN, DELIVERY_METRICS_PORT: String(port) },
      stdio: 'ignore',
    });
    try {
      await expect
        .poll(async () => (await scrape(`http://127.0.0.1:${port}/metrics`, TOKEN).catch(() => null))?.status, {
          timeout: 20_000,
        })
        .toBe(200);
      const fromWorker = await (await scrape(`http://127.0.0.1:${port}/metrics`, TOKEN)).text();
      expect(sample(fromWorker, 'lead_api_leads_received_total{dealer="harbour-auto-group",form="finance"}')).toBe(3);
    } finally {
      worker.kill('SIGTERM');
    }
  }, 90_000);
});
