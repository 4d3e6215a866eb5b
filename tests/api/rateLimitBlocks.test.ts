import { describe, expect, it } from 'vitest';
import { apiHarness, groupEnquiry } from './apiHarness.ts';

// The per-client request limit through the proxy header path: the harness trusts one proxy, so the
// client is X-Forwarded-For's last entry, as the app reads it behind the shipped nginx snippet.
type Api = ReturnType<typeof apiHarness>;
const LIMITED = 'Too many requests. Please try again in a minute.';
const postLead = (api: Api, i: number, ip: string) =>
  api.call('POST', '/api/leads', { ...groupEnquiry, email: `block${i}@example.com` }, { 'x-forwarded-for': ip });

describe('the request limit keys IPv6 clients by /64 and their /48 together', () => {
  it('150 lead posts from 150 addresses of one /64 get 120 accepted and 30 refused; another /64 still posts', async () => {
    const api = apiHarness({ rateLimit: 120 });
    const answers = [];
    for (let i = 0; i < 150; i += 1) answers.push(await postLead(api, i, `2001:db8:7:1:${i.toString(16)}::1`));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(120);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(30);
    expect(refused[0]!.json.error).toBe(LIMITED);
    expect(refused[0]!.headers.get('retry-after')).toBe('60');
    expect((await postLead(api, 150, '2001:db8:7:2::1')).status).toBe(201);
    expect(await api.store.countLeads()).toBe(121);
  }, 60_000);

  it('every /64 of one /48 together gets 8 times the limit; IPv4 addresses stay one client each', async () => {
    const api = apiHarness({ rateLimit: 5 });
    const answers = [];
    for (let net = 0; net < 9; net += 1) {
      for (let i = 0; i < 5; i += 1) answers.push(await postLead(api, net * 5 + i, `2001:db8:9:${net}::${i + 1}`));
    }
    expect(answers.slice(0, 40).every((a) => a.status === 201)).toBe(true);
    expect(answers.slice(40).map((a) => a.status)).toEqual([429, 429, 429, 429, 429]);
    expect((await postLead(api, 100, '2001:db8:a::1')).status).toBe(201);
    for (let i = 0; i < 5; i += 1) expect((await postLead(api, 200 + i, '127.0.8.1')).status).toBe(201);
    expect((await postLead(api, 205, '127.0.8.1')).status).toBe(429);
    expect((await postLead(api, 206, '127.0.8.2')).status).toBe(201);
  }, 60_000);
});
