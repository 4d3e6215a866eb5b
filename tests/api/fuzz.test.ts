import { describe, expect, it } from 'vitest';
import { ENDPOINTS, fuzzLeadApi, prepareTargets, type Send } from '../../tools/lib/fuzzLeadApi.ts';
import { MAX_BODY_DEPTH } from '../../server/app.ts';
import { apiHarness } from './apiHarness.ts';

/** The in-process API as a fuzz target (same app as `npm run api`, in-memory store). */
function target() {
  const api = apiHarness();
  const send: Send = async (method, path, init) => {
    const res = await api.app.request(path, { method, headers: init.headers, body: init.body ?? null });
    return { status: res.status, text: await res.text() };
  };
  const latestCode = () => /code is (\d{6})/.exec(api.messages.at(-1)?.text ?? '')?.[1] ?? '';
  const exportKeys = new Map(api.fleet.sites.map((s) => [s.slug, `${s.slug}-${'k'.repeat(24)}`]));
  return { api, send, latestCode, exportKeys, origins: api.fleet.sites.map((s) => s.origin) };
}

describe('fuzzing every lead API endpoint', () => {
  it('answers 10,000+ generated bodies with 2xx or a clear 4xx, never a 500, and stays healthy', async () => {
    const { api, send, ...options } = target();
    const targets = await prepareTargets(send, options);
    const leadsBefore = await api.store.countLeads();
    const report = await fuzzLeadApi(send, targets, { seed: 9, rounds: 850 });
    expect(report.failures).toEqual([]);
    expect(report.bodies).toBeGreaterThanOrEqual(10_000);
    expect(report.endpoints).toHaveLength(ENDPOINTS.length);
    expect(Object.keys(report.byEndpoint).sort()).toEqual([...report.endpoints].sort());
    expect(Object.keys(report.histogram).filter((s) => Number(s) >= 500)).toEqual([]);
    // The fuzz reached past validation too: some writes were accepted, most were refused.
    expect(report.histogram['201']).toBeGreaterThan(0);
    expect(report.histogram['400']).toBeGreaterThan(report.bodies / 3);
    // Later steps got past the step secret (200 with it) and were refused without it (403).
    for (const route of ['PATCH /api/leads/:id', 'PATCH /api/valuations/:id']) {
      expect(report.byEndpoint[route]?.['200']).toBeGreaterThan(0);
      expect(report.byEndpoint[route]?.['403']).toBeGreaterThan(0);
    }
    expect(await api.store.countLeads()).toBeGreaterThanOrEqual(leadsBefore);
    const health = await send('GET', '/api/health', { headers: {} });
    expect(health.status).toBe(200);
  }, 60_000);

  it('is deterministic: the same seed sends the same bodies and gets the same answers', async () => {
    const first = target();
    const second = target();
    const a = await fuzzLeadApi(first.send, await prepareTargets(first.send, first), { seed: 42, rounds: 40 });
    const b = await fuzzLeadApi(second.send, await prepareTargets(second.send, second), { seed: 42, rounds: 40 });
    expect(b.byEndpoint).toEqual(a.byEndpoint);
  });

  it(`refuses a body nested deeper than ${MAX_BODY_DEPTH} levels with 400 (it overflowed the stack: 500)`, async () => {
    const { api } = target();
    for (const text of [
      `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
    ]) {
      const res = await api.call('POST', '/api/leads', text);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(`The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`);
    }
    const ok = await api.call('POST', '/api/miscellaneous', {
      website_id: 101,
      column_name: 'valuation',
      value: { adjustmentAnswers: { a: { b: { c: 'd' } } } },
    });
    expect(ok.status).toBe(200);
  });
});
