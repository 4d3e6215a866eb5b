import { describe, expect, it } from 'vitest';
import { CODE_LIMITS } from '../../server/signInLimits.ts';
import { count, flood, floodedApis } from './floodHarness.ts';

// Issue 18: the abuse suite extended to the auth routes, against the real API process over loopback.
const { leadApi } = floodedApis('lead-api-auth-abuse-');
const call =
  (url: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
const SUNSHINE = 101;
const OUTBACK = 103;

describe('the auth routes under a flood on loopback', () => {
  it('sends one code for 200 simultaneous requests for one phone; the other 199 get 429 with Retry-After', async () => {
    const api = await leadApi('codes', { LEAD_API_RATE_LIMIT: '0' });
    const ask = call(api.url, '/api/auth/request-code', { phone_number: '0412 555 001', website_id: OUTBACK });
    const answers = await flood(Array.from({ length: 200 }, () => ask));
    expect(count(answers, 200)).toBe(1);
    expect(count(answers, 429)).toBe(199);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(typeof refused.json.error).toBe('string');
    }
  }, 60_000);

  it(`counts exactly ${CODE_LIMITS.wrongGuessesPerHour} wrong guesses among 300 parallel ones, then answers 429`, async () => {
    const api = await leadApi('guesses', { LEAD_API_RATE_LIMIT: '0' });
    const phone = '0412 555 002';
    expect((await call(api.url, '/api/auth/request-code', { phone_number: phone, website_id: OUTBACK })()).status).toBe(
      200,
    );
    // 300 distinct codes; one could be the real one (a 1 in 3,333 chance), which the count allows for.
    const guesses = Array.from({ length: 300 }, (_, i) =>
      call(api.url, '/api/auth/verify', {
        phone_number: phone,
        website_id: OUTBACK,
        code: String(100_000 + i * 2_999),
      }),
    );
    const answers = await flood(guesses);
    const wrong = count(answers, 400);
    expect(wrong + count(answers, 200)).toBe(CODE_LIMITS.wrongGuessesPerHour);
    expect(count(answers, 429)).toBe(300 - CODE_LIMITS.wrongGuessesPerHour);
    expect(answers.find((a) => a.status === 429)!.json.error).toMatch(/^Too many wrong codes for this number\./);
    expect(api.child.exitCode).toBeNull();
  }, 60_000);

  it('answers 1,200 hostile auth calls (bodies, tokens, origins) with a JSON 4xx, never a 5xx, and lives on', async () => {
    const api = await leadApi('hostile', { LEAD_API_RATE_LIMIT: '0' });
    const url = api.url;
    const kinds = [
      call(url, '/api/auth/verify', { phone_number: '0412 555 003', website_id: OUTBACK, code: 'abc' }),
      call(url, '/api/auth/verify', { phone_number: '', website_id: 'x', code: '1'.repeat(5_000) }),
      call(url, '/api/auth/verify', '{"phone_number": "0412", "code": '),
      call(url, '/api/auth/request-code', { phone_number: '+61 4'.repeat(200), website_id: OUTBACK }),
      call(url, '/api/auth/request-code', { phone_number: '0412 555 004', website_id: 999_999 }),
      call(
        url,
        '/api/auth/request-code',
        { phone_number: '0412 555 005', website_id: SUNSHINE },
        {
          Origin: 'http://outback-moto-caravans.localhost:4321',
        },
      ),
      call(url, '/api/auth/sign-out', {}, { Authorization: `Bearer ${'a'.repeat(5_000)}` }),
      call(url, '/api/auth/sign-out', {}, { Authorization: 'Basic YWRtaW46YWRtaW4=' }),
      call(url, '/api/auth/sign-out', {}, { Origin: 'https://evil.example', Authorization: 'Bearer x' }),
      call(url, '/api/auth/verify', { __proto__: { admin: true }, constructor: { prototype: { x: 1 } } }),
      call(url, '/api/auth/verify', [1, 2, 3]),
      call(url, '/api/auth/request-code', 'phone_number=0412555006&website_id=103', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    ];
    const answers = await flood(Array.from({ length: 1_200 }, (_, i) => kinds[i % kinds.length]!));
    const outside = answers.filter((a) => a.status < 400 || a.status >= 500 || typeof a.json.error !== 'string');
    expect(outside).toEqual([]);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(api.child.exitCode).toBeNull();
  }, 60_000);
});
