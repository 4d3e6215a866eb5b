import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_INDEX_UID } from '../../src/search/indexSettings.ts';
import { CARD_ATTRIBUTES } from '../../src/search/cardCar.ts';
import { dealerToken } from '../../scripts/lib/dealerToken.ts';
import { adminClient, ensureSigningKey } from '../../scripts/lib/stockIndex.ts';
import { demoDealers } from '../support/demoDealers.ts';
import { NGINX, startNginxWith, type NginxOrigin } from '../support/nginxOrigin.ts';

// The nginx recipe in front of Meilisearch, run as shipped (listen and upstream
// pointed at loopback, nothing else changed) against the real engine.
const recipe = readFileSync('deploy/nginx/meilisearch-public.conf', 'utf8');
const host = inject('meiliHost');
const masterKey = inject('meiliMasterKey');
const work = mkdtempSync(join(tmpdir(), 'meili-proxy-'));
chmodSync(work, 0o755);
let proxy: NginxOrigin;
let token = '';

beforeAll(async () => {
  token = await dealerToken(
    demoDealers()[0]!.config,
    await ensureSigningKey(adminClient(host, masterKey), DEFAULT_INDEX_UID),
  );
  const upstream = host.replace(/\/$/, '');
  proxy = await startNginxWith(work, (listen) =>
    recipe
      .replace('listen 80;', `listen ${listen};`)
      .replaceAll('proxy_pass http://127.0.0.1:7700;', `proxy_pass ${upstream};`),
  );
}, 30_000);

afterAll(async () => {
  await proxy.stop();
  rmSync(work, { recursive: true, force: true });
});

const call = (path: string, init: { method?: string; body?: string; key?: string } = {}) =>
  fetch(`${proxy.url}${path}`, {
    method: init.method ?? 'POST',
    headers: { Authorization: `Bearer ${init.key ?? token}`, 'Content-Type': 'application/json' },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });

describe.skipIf(!existsSync(NGINX))('the nginx recipe in front of Meilisearch', () => {
  it('passes the searches the sites make: index search, multi-search, health', async () => {
    const one = await call(`/indexes/${DEFAULT_INDEX_UID}/search`, { body: '{"q":"","limit":3}' });
    expect(one.status).toBe(200);
    expect(((await one.json()) as { hits: unknown[] }).hits).toHaveLength(3);
    const multi = await call('/multi-search', {
      body: JSON.stringify({ queries: [{ indexUid: DEFAULT_INDEX_UID, q: 'toyota' }] }),
    });
    expect(multi.status).toBe(200);
    expect((await call('/health', { method: 'GET' })).status).toBe(200);
  });

  it.each([
    ['GET', '/keys'],
    ['GET', '/indexes'],
    ['GET', `/indexes/${DEFAULT_INDEX_UID}/documents`],
    ['POST', `/indexes/${DEFAULT_INDEX_UID}/documents`],
    ['GET', `/indexes/${DEFAULT_INDEX_UID}/settings`],
    ['POST', `/indexes/${DEFAULT_INDEX_UID}/facet-search`],
    ['GET', '/tasks'],
    ['POST', '/dumps'],
    ['GET', '/stats'],
    ['GET', `/indexes/${DEFAULT_INDEX_UID}/search/../documents`],
  ])('answers %s %s with 404 even to the master key', async (method, path) => {
    const response = await call(path, { method, key: masterKey, ...(method === 'POST' ? { body: '{}' } : {}) });
    expect(response.status).toBe(404);
  });

  it.each([
    ['GET', `/indexes/${DEFAULT_INDEX_UID}/search?q=x`],
    ['DELETE', '/multi-search'],
    ['POST', '/health'],
  ])('refuses %s %s (403)', async (method, path) => {
    expect((await call(path, { method, ...(method === 'POST' ? { body: '{}' } : {}) })).status).toBe(403);
  });

  it('refuses a body over 16 KB with 413', async () => {
    const body = JSON.stringify({ q: 'x'.repeat(17 * 1024) });
    expect((await call(`/indexes/${DEFAULT_INDEX_UID}/search`, { body })).status).toBe(413);
  });

  it('passes what the sites ask (up to 100 hits, their facets, no highlight)', async () => {
    const site = {
      indexUid: DEFAULT_INDEX_UID,
      q: '',
      hitsPerPage: 21,
      page: 1,
      facets: ['make', 'model', 'body', 'fuel'],
      attributesToRetrieve: [...CARD_ATTRIBUTES],
      attributesToHighlight: [],
    };
    expect((await call('/multi-search', { body: JSON.stringify({ queries: [site] }) })).status).toBe(200);
    for (const body of ['{"q":"","limit":100}', '{"q":"","hitsPerPage":100}', '{"q":"limit 1000"}']) {
      expect((await call(`/indexes/${DEFAULT_INDEX_UID}/search`, { body })).status, body).toBe(200);
    }
  });

  it('refuses a search costlier than the sites ask with 400 search_too_costly, single or multi', async () => {
    const costly = { q: '', limit: 1000, facets: ['*'], attributesToHighlight: ['*'], attributesToCrop: ['*'] };
    const started = performance.now();
    const direct = await fetch(`${host.replace(/\/$/, '')}/indexes/${DEFAULT_INDEX_UID}/search`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(costly),
    });
    const bytes = (await direct.arrayBuffer()).byteLength;
    console.log(
      `the costly search straight at the engine: ${Math.round(performance.now() - started)} ms, ${bytes} bytes`,
    );
    const bodies = [
      costly,
      { q: '', limit: 101 },
      { q: '', hitsPerPage: 1000 },
      { q: '', limit: 1e3 },
      { q: '', attributesToCrop: ['*'] },
      { q: '', cropLength: 200 },
      { q: '', showMatchesPosition: true },
      { q: '', facets: ['make', '*'] },
      { q: '', attributesToHighlight: ['*'] },
    ].map((b) => JSON.stringify(b));
    bodies.push('{"q":"","\\u006cimit":1000}', '{"q":"","limit":1.5e3}');
    for (const body of bodies) {
      const single = await call(`/indexes/${DEFAULT_INDEX_UID}/search`, { body });
      expect(single.status, body).toBe(400);
      expect(((await single.json()) as { code: string }).code).toBe('search_too_costly');
      const multi = await call('/multi-search', {
        body: `{"queries":[{"indexUid":"${DEFAULT_INDEX_UID}",${body.slice(1)}]}`,
      });
      expect(multi.status, body).toBe(400);
      expect(await multi.json()).toEqual({
        message:
          'This search asks for more than the sites do: limit and hitsPerPage at most 100, no crop, matches positions, highlight on every attribute or all facets.',
        code: 'search_too_costly',
        type: 'invalid_request',
      });
    }
    // Other refusals of the engine still pass through as they are.
    const unknown = await call(`/indexes/${DEFAULT_INDEX_UID}/search`, { body: '{"q":"","sort":["nope:asc"]}' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { code: string }).code).not.toBe('search_too_costly');
  });

  it('refuses a gzip or deflate body with 415 before the engine could inflate a costly search', async () => {
    const costly = JSON.stringify({ q: '', limit: 1000, attributesToCrop: ['*'] });
    const send = (url: string, encoding: string, body: Uint8Array) =>
      fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Content-Encoding': encoding },
        body: new Uint8Array(body),
      });
    const engine = `${host.replace(/\/$/, '')}/indexes/${DEFAULT_INDEX_UID}/search`;
    // The engine itself inflates both and runs the costly search: the bypass this refusal closes.
    expect((await send(engine, 'gzip', gzipSync(costly))).status).toBe(200);
    expect((await send(engine, 'deflate', deflateSync(costly))).status).toBe(200);
    const multi = JSON.stringify({ queries: [{ indexUid: DEFAULT_INDEX_UID, q: '', limit: 1000 }] });
    for (const [path, plain] of [
      [`/indexes/${DEFAULT_INDEX_UID}/search`, costly],
      ['/multi-search', multi],
      [`/indexes/${DEFAULT_INDEX_UID}/search`, '{"q":"","limit":3}'],
    ] as const) {
      for (const [encoding, body] of [
        ['gzip', gzipSync(plain)],
        ['deflate', deflateSync(plain)],
        ['identity', Buffer.from(plain)],
      ] as const) {
        const refused = await send(`${proxy.url}${path}`, encoding, body);
        expect(refused.status, `${encoding} ${path}`).toBe(415);
        expect(refused.headers.get('content-type')).toBe('application/json');
        expect(await refused.text()).toBe(
          '{"message":"Send the search body unencoded: no Content-Encoding (gzip, deflate, br).","code":"encoded_body_refused","type":"invalid_request"}',
        );
      }
    }
  });

  it('answers 429 once one client goes past the burst, and serves it again a moment later', async () => {
    await new Promise((done) => setTimeout(done, 5000)); // the bucket refills after the tests above
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      statuses.push((await call(`/indexes/${DEFAULT_INDEX_UID}/search`, { body: '{"limit":0}' })).status);
    }
    expect(statuses.slice(0, 41)).toEqual(Array(41).fill(200));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    await new Promise((done) => setTimeout(done, 1200));
    expect((await call(`/indexes/${DEFAULT_INDEX_UID}/search`, { body: '{"limit":0}' })).status).toBe(200);
  });
});
