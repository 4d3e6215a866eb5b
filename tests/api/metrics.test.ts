import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLeadApi, type LeadApiProcess } from '../../scripts/lib/leadApiProcess.ts';
import { openPort } from '../../scripts/lib/openPort.ts';
import { SmtpReceiver } from '../support/smtpReceiver.ts';
import { harbourLead } from './deliveryHarness.ts';
import { testStoreEnv } from '../support/testStore.ts';

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
      ...testStoreEnv(join(work, 'leads.sqlite')),
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

  it('reports the feed age, import outcome, suspect builds and bad releases the batch jobs recorded', async () => {
    const stock = join(work, 'fingerprints');
    const dist = join(work, 'dist');
    const origin = join(work, 'origin');
    mkdirSync(join(stock, 'imports'), { recursive: true });
    const lastGood = '2026-11-24T20:00:00.000Z';
    writeFileSync(
      join(stock, 'imports', 'hobart-toyota.json'),
      JSON.stringify({
        slug: 'hobart-toyota',
        at: '2026-11-25T06:00:00.000Z',
        outcome: 'failed',
        lastGoodAt: lastGood,
        maxAgeHours: 26,
        counts: null,
        problems: ['https://feeds.example/x.csv: HTTP 503'],
        liveCars: 139,
      }),
    );
    // Two builds: one empty (suspect), one as big as its live release.
    for (const [slug, listed] of [
      ['hobart-toyota', 0],
      ['sunshine-toyota', 120],
    ] as const) {
      mkdirSync(join(dist, slug), { recursive: true });
      writeFileSync(
        join(dist, slug, '.cars.json'),
        JSON.stringify({ listed, sold: 0, shown: listed, maxRemovalPercent: 30 }),
      );
    }
    // sunshine-toyota's origin: the live release lists 120 cars; an older one was rolled back from.
    const releases = join(origin, 'releases', 'sunshine-toyota');
    for (const [id, bad] of [
      ['20261120T000000000Z', 'rolled back from'],
      ['20261121T000000000Z', undefined],
    ] as const) {
      mkdirSync(join(releases, id), { recursive: true });
      const meta = {
        id,
        source: 'dist',
        deployedAt: '2026-11-21T00:00:00Z',
        assets: [],
        cars: { listed: 120, sold: 0, shown: 120 },
      };
      writeFileSync(join(releases, id, '.release.json'), JSON.stringify(bad ? { ...meta, bad } : meta));
    }
    symlinkSync('20261121T000000000Z', join(releases, 'current'));

    const api = await startLeadApi(await openPort(), {
      ...testStoreEnv(join(work, 'files.sqlite')),
      LEAD_API_LOG: join(work, 'files.log'),
      LEAD_API_KEYS: '',
      METRICS_TOKEN: TOKEN,
      METRICS_STOCK_DIR: stock,
      METRICS_DIST_DIR: dist,
      METRICS_DEPLOY_ROOT: origin,
    });
    started.push(api);
    const text = await (await scrape(`${api.url}/metrics`, TOKEN)).text();
    expect(sample(text, 'stock_feed_last_good_import_timestamp_seconds{dealer="hobart-toyota"}')).toBe(
      Date.parse(lastGood) / 1000,
    );
    expect(sample(text, 'stock_feed_max_age_seconds{dealer="hobart-toyota"}')).toBe(26 * 3600);
    expect(sample(text, 'stock_import_last_outcome{dealer="hobart-toyota",outcome="failed"}')).toBe(1);
    expect(sample(text, 'site_build_suspect{dealer="hobart-toyota"}')).toBe(1);
    expect(sample(text, 'site_build_suspect{dealer="sunshine-toyota"}')).toBe(0);
    expect(sample(text, 'site_build_cars_listed{dealer="sunshine-toyota"}')).toBe(120);
    expect(sample(text, 'site_releases_bad{dealer="sunshine-toyota"}')).toBe(1);
  }, 60_000);
});
