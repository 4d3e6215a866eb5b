import { describe, expect, it } from 'vitest';
import { apiHarness } from './apiHarness.ts';

// A later step of a lead (PATCH) needs the secret of the first answer, not just the id.
const tradeIn = { form: 'trade-in', website_id: 101, name: 'Al', email: 'al@example.com', phone: '0412345678' };
const accept = { subcategory: '3. Offer Accepted', form_completed: true, offer_accepted: true };
const NEEDS_SECRET = "This step needs the lead's secret.";

async function newLead(api: ReturnType<typeof apiHarness>, key?: string) {
  const created = await api.call(
    'POST',
    '/api/leads',
    { ...tradeIn, postcode: '4558' },
    key ? { 'Idempotency-Key': key } : {},
  );
  expect(created.status).toBe(201);
  return { id: String(created.json.lead_id), secret: String(created.json.lead_secret) };
}

async function newValuation(api: ReturnType<typeof apiHarness>) {
  const created = await api.call('POST', '/api/valuations', { website_id: 101, rego: 'ABC123', regoState: 'QLD' });
  return { id: String(created.json.valuation_id), secret: String(created.json.valuation_secret) };
}

describe('the step secret of a lead', () => {
  it('comes with the first answer: 43 url-safe characters, different for every lead', async () => {
    const api = apiHarness();
    const [a, b] = [await newLead(api), await newLead(api)];
    expect(a.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.secret).not.toBe(b.secret);
  });

  it('is given again, the same, when the first call is replayed, and is never kept in the store', async () => {
    const api = apiHarness();
    const first = await newLead(api, 'trade-0000001');
    const again = await newLead(api, 'trade-0000001');
    expect(again).toEqual(first);
    const kept = await api.store.findIdempotent('site:101 POST /api/leads trade-0000001');
    expect(JSON.stringify(kept)).toContain(first.id);
    expect(JSON.stringify(kept)).not.toContain(first.secret);
    expect(JSON.stringify(await api.store.getLead(first.id))).not.toContain(first.secret);
  });

  it.each([
    ['no secret', () => ({})],
    ['an empty secret', () => ({ 'X-Lead-Secret': '' })],
    ['a made-up secret', () => ({ 'X-Lead-Secret': 'A'.repeat(43) })],
    ['a secret one character short', (s: string) => ({ 'X-Lead-Secret': s.slice(0, -1) })],
    ['the secret in another case', (s: string) => ({ 'X-Lead-Secret': s.toUpperCase() })],
    ['the secret as a Bearer token', (s: string) => ({ Authorization: `Bearer ${s}` })],
  ])('refuses a PATCH with %s (403), and the lead stays as it was', async (_, headers) => {
    const api = apiHarness();
    const lead = await newLead(api);
    const answer = await api.call('PATCH', `/api/leads/${lead.id}`, accept, headers(lead.secret));
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({ success: false, error: NEEDS_SECRET });
    expect((await api.store.getLead(lead.id))?.subcategory).toBe('1. Valuation Requested');
    expect((await api.queue.ofLead(lead.id)).some((job) => job.event === 'offer-accepted')).toBe(false);
  });

  it("refuses another lead's secret and a valuation's secret for a lead", async () => {
    const api = apiHarness();
    const [lead, other, valuation] = [await newLead(api), await newLead(api), await newValuation(api)];
    for (const secret of [other.secret, valuation.secret]) {
      expect((await api.call('PATCH', `/api/leads/${lead.id}`, accept, { 'X-Lead-Secret': secret })).status).toBe(403);
    }
  });

  it('accepts the right secret with or without an Origin header', async () => {
    const api = apiHarness();
    for (const origin of [{}, { Origin: 'http://sunshine-toyota.localhost:4321' }]) {
      const lead = await newLead(api);
      const answer = await api.call('PATCH', `/api/leads/${lead.id}`, accept, {
        'X-Lead-Secret': lead.secret,
        ...origin,
      });
      expect(answer.status).toBe(200);
      expect((await api.store.getLead(lead.id))?.subcategory).toBe('3. Offer Accepted');
    }
  });

  it('is a different secret under another server secret (LEAD_API_AUTH_SECRET)', async () => {
    const [one, two] = [apiHarness(), apiHarness()];
    const lead = await newLead(one);
    const forged = await two.call('POST', '/api/leads', { ...tradeIn, postcode: '4558' });
    expect(forged.json.lead_secret).not.toBe(lead.secret);
  });

  it('is let through CORS for a dealer site (Access-Control-Allow-Headers)', async () => {
    const api = apiHarness();
    const preflight = await api.call('OPTIONS', '/api/leads/x', undefined, {
      Origin: 'http://sunshine-toyota.localhost:4321',
      'Access-Control-Request-Method': 'PATCH',
      'Access-Control-Request-Headers': 'content-type,x-lead-secret',
    });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-lead-secret');
  });
});

describe('the step secret of a valuation', () => {
  it('guards the valuation PATCH the same way', async () => {
    const api = apiHarness();
    const [valuation, other] = [await newValuation(api), await newValuation(api)];
    expect(valuation.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const headers of [{}, { 'X-Lead-Secret': other.secret }, { 'X-Lead-Secret': 'x' }]) {
      const answer = await api.call('PATCH', `/api/valuations/${valuation.id}`, { kms: 1 }, headers);
      expect(answer.status).toBe(403);
    }
    expect((await api.store.getValuation(valuation.id))?.data.kms).toBeUndefined();
    const right = await api.call(
      'PATCH',
      `/api/valuations/${valuation.id}`,
      { kms: 1 },
      { 'X-Lead-Secret': valuation.secret },
    );
    expect(right.status).toBe(200);
    expect((await api.store.getValuation(valuation.id))?.data.kms).toBe(1);
  });
});
