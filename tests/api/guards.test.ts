import { describe, expect, it } from 'vitest';
import { apiHarness, groupEnquiry } from './apiHarness.ts';

describe('lead API guards', () => {
  it('limits each IP to the configured requests per minute, then lets it in again', async () => {
    const api = apiHarness({ rateLimit: 3 });
    const ip = { 'X-Forwarded-For': '203.0.113.9' };
    for (let i = 0; i < 3; i += 1) expect((await api.call('GET', '/api/health', undefined, ip)).status).toBe(200);
    const limited = await api.call('POST', '/api/leads', groupEnquiry, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((await api.call('GET', '/api/health', undefined, { 'X-Forwarded-For': '203.0.113.10' })).status).toBe(200);
    api.advance(60_000);
    expect((await api.call('GET', '/api/health', undefined, ip)).status).toBe(200);
  });

  it('allows CORS for fleet origins (live and <slug>.localhost) and refuses others', async () => {
    const api = apiHarness();
    const preflight = (origin: string) =>
      api.call('OPTIONS', '/api/leads', undefined, { Origin: origin, 'Access-Control-Request-Method': 'POST' });
    for (const origin of ['https://www.harbourautogroup.com.au', 'http://harbour-auto-group.localhost:4450']) {
      const site = api.fleet.siteForOrigin(origin);
      if (origin.startsWith('https') && !site) continue;
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBe(origin);
    }
    const live = api.site('harbour-auto-group').origin;
    expect((await preflight(live)).headers.get('access-control-allow-origin')).toBe(live);
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    const evil = await api.call('POST', '/api/leads', groupEnquiry, { Origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(await api.store.countLeads()).toBe(0);
  });

  it("refuses a lead for dealer B sent from dealer A's origin", async () => {
    const api = apiHarness();
    const res = await api.call('POST', '/api/leads', groupEnquiry, { Origin: 'http://sunshine-toyota.localhost:4450' });
    expect(res.status).toBe(403);
    const ok = await api.call('POST', '/api/leads', groupEnquiry, {
      Origin: 'http://harbour-auto-group.localhost:4450',
    });
    expect(ok.status).toBe(201);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://harbour-auto-group.localhost:4450');
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await apiHarness().call('GET', '/api/nothing');
    expect(res.status).toBe(404);
    expect(res.json.error).toBe('No endpoint GET /api/nothing.');
  });
});
