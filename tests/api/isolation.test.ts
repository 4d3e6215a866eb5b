import { beforeAll, describe, expect, it } from 'vitest';
import { apiHarness, EXPORT_KEY } from './apiHarness.ts';

/**
 * Tenant isolation at the lead API for every ordered pair of demo dealers (A, B): A's export key,
 * A's shopper session and A's site origin never reach B's leads, valuations or watchlist entries.
 */
const api = apiHarness();
const sites = api.fleet.sites;
const pairs = sites.flatMap((a) => sites.filter((b) => b !== a).map((b) => [a.slug, b.slug] as const));
const keyOf = (slug: string) => `${slug}-${EXPORT_KEY}`;
const originOf = (slug: string) => `http://${slug}.localhost:4450`;
const PHONE = '0412 345 678';
const OTHER_PHONE = '0498 765 432';
const sessions = new Map<string, string>();
const valuations = new Map<string, string>();

async function signIn(websiteId: number, phone: string) {
  await api.call('POST', '/api/auth/request-code', { phone_number: phone, website_id: websiteId });
  const code = /code is (\d{6})/.exec(api.messages.at(-1)!.text)![1]!;
  const verified = await api.call('POST', '/api/auth/verify', { phone_number: phone, website_id: websiteId, code });
  return String(verified.json.token);
}

beforeAll(async () => {
  for (const site of sites) {
    // One lead per dealer, stored directly: each dealer's forms differ, the export only reads the store.
    await api.store.insertLead({
      id: `lead-of-${site.slug}`,
      website_id: site.websiteId,
      form: 'general-enquiry',
      category: 'General Enquiry',
      subcategory: null,
      created_at: '2026-03-02T01:00:00.000Z',
      data: { email: `shopper@${site.slug}.example`, phone: '0412345678' },
    });
    // The same shopper (same phone) signs in at every dealer and watches a car only there.
    const token = await signIn(site.websiteId, PHONE);
    sessions.set(site.slug, token);
    const saved = await api.call(
      'POST',
      '/api/watchlist/save-car',
      { phone_number: PHONE, car_id: `car-of-${site.slug}` },
      { Authorization: `Bearer ${token}` },
    );
    expect(saved.status).toBe(200);
    const valuation = await api.call('POST', '/api/valuations', {
      website_id: site.websiteId,
      rego: 'ABC123',
      regoState: 'NSW',
    });
    valuations.set(site.slug, String(valuation.json.valuation_id));
  }
});

describe('lead export', () => {
  it.each(sites.map((s) => s.slug))("%s's own key exports exactly its own leads", async (slug) => {
    const res = await api.call('GET', `/api/dealers/${slug}/leads`, undefined, {
      Authorization: `Bearer ${keyOf(slug)}`,
    });
    expect(res.status).toBe(200);
    expect((res.json.leads as { id: string }[]).map((l) => l.id)).toEqual([`lead-of-${slug}`]);
  });

  it.each(sites.map((s) => s.slug))('%s refuses no key, a wrong key and a malformed header with 401', async (slug) => {
    for (const headers of [
      {},
      { Authorization: `Bearer ${keyOf(slug)}x` },
      { Authorization: keyOf(slug) },
      { Authorization: `Basic ${keyOf(slug)}` },
    ]) {
      const res = await api.call('GET', `/api/dealers/${slug}/leads?format=csv`, undefined, headers);
      expect(res.status).toBe(401);
      expect(res.json.error).toBe('A valid dealer API key is required (Authorization: Bearer <key>).');
    }
  });

  it.each(pairs)("%s's key cannot export %s's leads", async (a, b) => {
    for (const format of ['json', 'csv']) {
      const res = await api.call('GET', `/api/dealers/${b}/leads?format=${format}`, undefined, {
        Authorization: `Bearer ${keyOf(a)}`,
      });
      expect(res.status).toBe(401);
      expect(res.text).not.toContain(`shopper@${b}.example`);
    }
  });
});

describe('shopper sessions and watchlists', () => {
  it.each(pairs)("a session at %s never lists or changes %s's watchlist entries", async (a, b) => {
    const auth = { Authorization: `Bearer ${sessions.get(a)!}` };
    const own = await api.call('GET', '/api/watchlist', undefined, auth);
    expect((own.json.cars as { id: string }[]).map((c) => c.id)).toEqual([`car-of-${a}`]);
    // Carried to B's site, A's session is refused outright.
    const atB = await api.call('GET', '/api/watchlist', undefined, { ...auth, Origin: originOf(b) });
    expect(atB.status).toBe(403);
    const removeAtB = await api.call(
      'POST',
      '/api/watchlist/remove-car',
      { phone_number: PHONE, car_id: `car-of-${b}` },
      { ...auth, Origin: originOf(b) },
    );
    expect(removeAtB.status).toBe(403);
    // Without an Origin it still only touches A's list: B's entry stays.
    await api.call('POST', '/api/watchlist/remove-car', { phone_number: PHONE, car_id: `car-of-${b}` }, auth);
    const bList = await api.call('GET', '/api/watchlist', undefined, { Authorization: `Bearer ${sessions.get(b)!}` });
    expect((bList.json.cars as { id: string }[]).map((c) => c.id)).toEqual([`car-of-${b}`]);
  });

  it("one shopper's session cannot read or change another shopper's watchlist at the same dealer", async () => {
    const site = sites[0]!;
    const other = await signIn(site.websiteId, OTHER_PHONE);
    const auth = { Authorization: `Bearer ${other}` };
    expect(
      (await api.call('GET', `/api/watchlist?phone_number=${encodeURIComponent(PHONE)}`, undefined, auth)).status,
    ).toBe(403);
    const change = await api.call(
      'POST',
      '/api/watchlist/remove-car',
      { phone_number: PHONE, car_id: `car-of-${site.slug}` },
      auth,
    );
    expect(change.status).toBe(403);
    expect(change.json.error).toBe('You can only change your own watchlist.');
    const list = await api.call('GET', '/api/watchlist', undefined, auth);
    expect(list.json).toMatchObject({ phone_number: '0498765432', cars: [] });
    const first = await api.call('GET', '/api/watchlist', undefined, {
      Authorization: `Bearer ${sessions.get(site.slug)!}`,
    });
    expect((first.json.cars as { id: string }[]).map((c) => c.id)).toEqual([`car-of-${site.slug}`]);
  });

  it('a made-up or expired token gets 401', async () => {
    expect((await api.call('GET', '/api/watchlist', undefined, { Authorization: 'Bearer made-up-token' })).status).toBe(
      401,
    );
    const expiring = apiHarness();
    await expiring.call('POST', '/api/auth/request-code', { phone_number: PHONE, website_id: 101 });
    const code = /code is (\d{6})/.exec(expiring.messages.at(-1)!.text)![1]!;
    const verified = await expiring.call('POST', '/api/auth/verify', { phone_number: PHONE, website_id: 101, code });
    expiring.advance(31 * 86_400_000);
    const late = await expiring.call('GET', '/api/watchlist', undefined, {
      Authorization: `Bearer ${String(verified.json.token)}`,
    });
    expect(late.status).toBe(401);
  });
});

describe("writes from A's site for B's records", () => {
  it.each(pairs)("%s's origin cannot update, notify or reveal for %s", async (a, b) => {
    const origin = { Origin: originOf(a) };
    const siteB = api.site(b);
    const lead = await api.call('PATCH', `/api/leads/lead-of-${b}`, { message: 'hijack' }, origin);
    expect(lead.status).toBe(403);
    expect(lead.json.error).toBe('This site may not send data for that website.');
    const valuation = await api.call('PATCH', `/api/valuations/${valuations.get(b)!}`, { kms: 1 }, origin);
    expect(valuation.status).toBe(403);
    // Naming B's lead under A's website id finds nothing; under B's id A's origin is refused.
    const asA = await api.call('POST', '/api/notifications', {
      website_id: api.site(a).websiteId,
      lead_id: `lead-of-${b}`,
    });
    expect(asA.status).toBe(404);
    const asB = await api.call(
      'POST',
      '/api/notifications',
      { website_id: siteB.websiteId, lead_id: `lead-of-${b}` },
      origin,
    );
    expect(asB.status).toBe(403);
    const reveal = await api.call(
      'POST',
      '/api/phone-reveal',
      { car_id: 'c', dealership_id: 1, website_id: siteB.websiteId },
      origin,
    );
    expect(reveal.status).toBe(403);
    expect((await api.store.getLead(`lead-of-${b}`))?.data).not.toHaveProperty('message');
  });
});
