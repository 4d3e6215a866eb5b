import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devOriginsFrom } from '../../server/devMode.ts';
import { loadFleet } from '../../server/fleet.ts';
import { apiHarness } from './apiHarness.ts';

const fleet = loadFleet(resolve('dealers'), true);
const [a, b] = fleet.sites;
const devOrigin = (slug: string) => `http://${slug}.localhost:4450`;
const PHONE = '0412 555 000';

async function signedIn(api: ReturnType<typeof apiHarness>) {
  await api.call('POST', '/api/auth/request-code', { phone_number: PHONE, website_id: a!.websiteId });
  const code = /code is (\d{6})/.exec(api.messages.at(-1)!.text)![1]!;
  const res = await api.call(
    'POST',
    '/api/auth/verify',
    { phone_number: PHONE, website_id: a!.websiteId, code },
    { Origin: devOrigin(a!.slug) },
  );
  expect(res.status).toBe(200);
  return { code, token: String(res.json.token) };
}

describe('the same origin rules on every auth route; sign-out works or says it did not', () => {
  it("verify from another dealer's origin is refused before the code is looked at", async () => {
    const api = apiHarness();
    await api.call('POST', '/api/auth/request-code', { phone_number: PHONE, website_id: a!.websiteId });
    const code = /code is (\d{6})/.exec(api.messages.at(-1)!.text)![1]!;
    for (const origin of [devOrigin(b!.slug), b!.origin]) {
      const res = await api.call(
        'POST',
        '/api/auth/verify',
        { phone_number: PHONE, website_id: a!.websiteId, code },
        { Origin: origin },
      );
      expect(res.status, origin).toBe(403);
      expect(res.json).not.toHaveProperty('token');
    }
    // The code was not spent by the refused calls.
    const own = await api.call(
      'POST',
      '/api/auth/verify',
      { phone_number: PHONE, website_id: a!.websiteId, code },
      { Origin: devOrigin(a!.slug) },
    );
    expect(own.status).toBe(200);
  });

  it("sign-out from another dealer's origin says it did not work and leaves the session valid", async () => {
    const api = apiHarness();
    const { token } = await signedIn(api);
    const auth = { Authorization: `Bearer ${token}` };
    const foreign = await api.call('POST', '/api/auth/sign-out', {}, { ...auth, Origin: devOrigin(b!.slug) });
    expect(foreign.status).toBe(403);
    expect(foreign.json.success).toBe(false);
    expect((await api.call('GET', '/api/watchlist', undefined, auth)).status).toBe(200);
    const own = await api.call('POST', '/api/auth/sign-out', {}, { ...auth, Origin: devOrigin(a!.slug) });
    expect(own.json).toEqual({ success: true });
    expect((await api.call('GET', '/api/watchlist', undefined, auth)).status).toBe(401);
  });

  it('sign-out with a missing, made-up or ended token answers 401, not success', async () => {
    const api = apiHarness();
    const { token } = await signedIn(api);
    await api.call('POST', '/api/auth/sign-out', {}, { Authorization: `Bearer ${token}` });
    for (const headers of [{}, { Authorization: 'Bearer made-up' }, { Authorization: `Bearer ${token}` }]) {
      const res = await api.call('POST', '/api/auth/sign-out', {}, headers);
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ success: false, error: 'Please sign in again.' });
    }
  });
});

describe('development origins only in development mode', () => {
  it('reads LEAD_API_DEV_ORIGINS=1 as development mode and anything else as production', () => {
    expect(devOriginsFrom({ LEAD_API_DEV_ORIGINS: '1' })).toBe(true);
    for (const value of [undefined, '', '0', 'yes', 'true']) {
      expect(devOriginsFrom({ LEAD_API_DEV_ORIGINS: value }), String(value)).toBe(false);
    }
  });

  it('outside development mode no localhost origin is a dealer, on any port', () => {
    const production = loadFleet(resolve('dealers'), false);
    for (const port of ['4321', '80', '65535']) {
      expect(production.siteForOrigin(`http://${a!.slug}.localhost:${port}`)).toBeNull();
    }
    expect(production.siteForOrigin(a!.origin)?.websiteId).toBe(a!.websiteId);
    expect(fleet.siteForOrigin(`http://${a!.slug}.localhost:4321`)?.websiteId).toBe(a!.websiteId);
  });
});
