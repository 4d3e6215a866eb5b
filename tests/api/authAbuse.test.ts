import { describe, expect, it } from 'vitest';
import { CODE_LIMITS } from '../../server/signInLimits.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { solveChallenge } from './challengeSolver.ts';
import { count, flood, floodedApis } from './floodHarness.ts';

// The abuse suite extended to the auth routes, against the real API process over loopback.
const { leadApi, work } = floodedApis('lead-api-auth-abuse-');
const call =
  (url: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
/** The n-th sign-in code the API's delivery worker wrote to its message log, waited for up to 10 s. */
async function nthCode(name: string, n: number): Promise<string> {
  const file = join(work, `${name}.log`);
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    const codes = existsSync(file) ? [...readFileSync(file, 'utf8').matchAll(/code is (\d{6})/g)] : [];
    if (codes.length >= n) return codes[n - 1]![1]!;
  }
  throw new Error(`no sign-in code number ${n} in ${file} within 10 s`);
}
const OUTBACK = 103;
const SUNSHINE = 101;

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

  it('300 parallel wrong guesses from one address: 5 are judged, 295 asked for a challenge, and the code stays valid', async () => {
    const api = await leadApi('guesses', { LEAD_API_RATE_LIMIT: '0' });
    const phone = '0412 555 002';
    const verifyAt = (websiteId: number, code: string, altcha?: string) =>
      call(api.url, '/api/auth/verify', {
        phone_number: phone,
        website_id: websiteId,
        code,
        ...(altcha ? { altcha } : {}),
      })();
    const asked = await call(api.url, '/api/auth/request-code', { phone_number: phone, website_id: OUTBACK })();
    expect(asked.status).toBe(200);
    const sent = await nthCode('guesses', 1);
    const wrong = (i: number) => String((Number(sent) + 1 + i * 2_999) % 1_000_000).padStart(6, '0');
    const answers = await flood(Array.from({ length: 300 }, (_, i) => () => verifyAt(OUTBACK, wrong(i))));
    expect(count(answers, 400)).toBe(CODE_LIMITS.guessesPerSourceHour);
    const challenged = answers.filter((a) => a.status === 429);
    expect(challenged).toHaveLength(300 - CODE_LIMITS.guessesPerSourceHour);
    // The owner, behind the same address here, pays one check and signs in with the code sent.
    const signedIn = await verifyAt(OUTBACK, sent, solveChallenge(challenged[0]!.json.challenge));
    expect(signedIn.status).toBe(200);
    expect(api.child.exitCode).toBeNull();
  }, 60_000);

  it('320 code requests for made-up numbers from one address, at the default request limit, leave sign-in open to others', async () => {
    const api = await leadApi('made-up', { LEAD_API_TRUST_PROXY: '1' });
    const ask = (phone: string, ip: string) =>
      call(api.url, '/api/auth/request-code', { phone_number: phone, website_id: OUTBACK }, { 'X-Forwarded-For': ip });
    const answers = await flood(
      Array.from({ length: 320 }, (_, i) => ask(`0412 ${String(100_000 + i)}`, '127.0.0.9')),
      20,
    );
    expect(count(answers, 200)).toBe(CODE_LIMITS.sendsPerSourceHour);
    expect(count(answers, 429)).toBe(320 - CODE_LIMITS.sendsPerSourceHour);
    const shopper = await ask('0498 765 432', '127.0.5.1')();
    expect(shopper.status).toBe(200);
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
