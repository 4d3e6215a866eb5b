import { describe, expect, it } from 'vitest';
import { apiHarness } from './apiHarness.ts';
import { solveChallenge } from './challengeSolver.ts';

// Drills: each way a stranger could deny sign-in, then the number's owner signing in all the same.
type Api = ReturnType<typeof apiHarness>;
const DEALER = 103;
const OWNER_IP = '127.0.5.1';
const STRANGER_IP = '127.0.9.9';
const SOLVE = 'Your browser solves a short check to go on.';
const NOT_RIGHT = 'That code is not right or has expired. Please check it or request a new one.';

const ask = (api: Api, phone: string, ip: string, altcha?: string) =>
  api.call(
    'POST',
    '/api/auth/request-code',
    { phone_number: phone, website_id: DEALER, ...(altcha ? { altcha } : {}) },
    { 'x-forwarded-for': ip },
  );
const verify = (api: Api, phone: string, code: string, ip: string, altcha?: string) =>
  api.call(
    'POST',
    '/api/auth/verify',
    { phone_number: phone, website_id: DEALER, code, ...(altcha ? { altcha } : {}) },
    { 'x-forwarded-for': ip },
  );
const lastCode = (api: Api) => /code is (\d{6})/.exec(api.messages.at(-1)!.text)![1]!;
const wrongFor = (code: string, n = 0) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

/** A 429 that asks for a challenge (and no Retry-After: waiting is not the way on), with its message. */
function expectChallenge(answer: Awaited<ReturnType<Api['call']>>, error: string): unknown {
  expect(answer.status).toBe(429);
  expect(answer.json.error).toBe(error);
  expect(answer.headers.get('retry-after')).toBeNull();
  const challenge = answer.json.challenge as Record<string, unknown>;
  expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 50_000 });
  return challenge;
}

describe('a stranger cannot lock a number out of sign-in', () => {
  it('after 5 codes asked by a stranger the number gets no 6th SMS, yet its owner signs in with the latest one', async () => {
    const api = apiHarness();
    const victim = '0412 345 601';
    for (let i = 0; i < 5; i += 1) {
      expect((await ask(api, victim, STRANGER_IP)).json).toEqual({ success: true, expires_in_minutes: 10, sent: true });
      api.advance(31_000);
    }
    expect(api.messages).toHaveLength(5);
    const latest = lastCode(api);
    const limit = `This number was sent 5 codes in the last hour. ${SOLVE}`;
    // The stranger paying for the check still sends nothing: no more SMS per number than before.
    const paid = expectChallenge(await ask(api, victim, STRANGER_IP), limit);
    expect((await ask(api, victim, STRANGER_IP, solveChallenge(paid))).json.sent).toBe(false);
    api.advance(15 * 60_000);
    const challenge = expectChallenge(await ask(api, victim, OWNER_IP), limit);
    const kept = await ask(api, victim, OWNER_IP, solveChallenge(challenge));
    expect(kept.status).toBe(200);
    expect(kept.json).toEqual({
      success: true,
      expires_in_minutes: 10,
      sent: false,
      message:
        'No new code was sent: this number had 5 codes in the last hour. Enter the latest code we sent; it is valid for 10 more minutes.',
    });
    expect(api.messages).toHaveLength(5);
    const signedIn = await verify(api, victim, latest, OWNER_IP);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.phone_number).toBe('0412345601');
  }, 60_000);

  it('20 codes asked from one network for numbers sharing a prefix cost an owner of that prefix a solved check, not an hour', async () => {
    const api = apiHarness();
    for (let i = 0; i < 20; i += 1)
      expect((await ask(api, `0412 34${String(1000 + i)}`, STRANGER_IP)).status).toBe(200);
    const owner = '0412 349 999';
    const challenge = expectChallenge(
      await ask(api, owner, OWNER_IP),
      `Many codes were asked for numbers like this one. ${SOLVE}`,
    );
    expect((await ask(api, owner, OWNER_IP, solveChallenge(challenge))).json.sent).toBe(true);
    expect(api.messages.at(-1)!.to).toEqual(['0412349999']);
    expect((await verify(api, owner, lastCode(api), OWNER_IP)).status).toBe(200);
  });

  it("a stranger's wrong codes never spend the owner's pending code", async () => {
    const api = apiHarness();
    const owner = '0412 345 602';
    await ask(api, owner, OWNER_IP);
    const code = lastCode(api);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await verify(api, owner, wrongFor(code, i), STRANGER_IP);
      expect(wrong.status).toBe(400);
      expect(wrong.json.error).toBe(NOT_RIGHT);
    }
    // Past its 5 free tries the stranger's network pays a check per try, even for the right code.
    const guesses = `Many codes were tried for this number. ${SOLVE}`;
    for (let i = 0; i < 50; i += 1)
      expectChallenge(await verify(api, owner, wrongFor(code, 5 + i), STRANGER_IP), guesses);
    expectChallenge(await verify(api, owner, code, STRANGER_IP), guesses);
    const signedIn = await verify(api, owner, code, OWNER_IP);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.phone_number).toBe('0412345602');
  });

  it('wrong codes from 4 networks use the 20 free tries of a number; the owner then solves one check and signs in', async () => {
    const api = apiHarness();
    const owner = '0412 345 603';
    await ask(api, owner, OWNER_IP);
    const code = lastCode(api);
    for (let n = 0; n < 4; n += 1) {
      for (let i = 0; i < 5; i += 1)
        expect((await verify(api, owner, wrongFor(code, i), `127.0.${20 + n}.1`)).status).toBe(400);
    }
    const challenge = expectChallenge(
      await verify(api, owner, code, OWNER_IP),
      `Many codes were tried for this number. ${SOLVE}`,
    );
    const solution = solveChallenge(challenge);
    expect((await verify(api, owner, code, OWNER_IP, solution)).status).toBe(200);
    // A solution is spent once: the same one again is refused with a fresh challenge.
    expectChallenge(
      await verify(api, owner, code, OWNER_IP, solution),
      'The browser check did not pass or has expired. Your browser solves a new one to go on.',
    );
  });
});

describe('IPv6 sources are grouped by /48 for the sign-in ceilings', () => {
  it('256 /64s of one /56 asking 512 codes send 20; an owner elsewhere signs in with no check', async () => {
    const api = apiHarness();
    const answers = [];
    for (let i = 0; i < 512; i += 1) {
      const ip = `2001:db8:0:ab${(i % 256).toString(16).padStart(2, '0')}::${i}`;
      answers.push(await ask(api, `04${String(1000 + i)}0000`, ip));
    }
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(api.messages).toHaveLength(20);
    expectChallenge(answers.at(-1)!, `Many codes were asked for from your network. ${SOLVE}`);
    const owner = '0498 765 432';
    expect((await ask(api, owner, '2001:db8:1::5')).json).toEqual({
      success: true,
      expires_in_minutes: 10,
      sent: true,
    });
    expect((await verify(api, owner, lastCode(api), '2001:db8:1::5')).status).toBe(200);
  }, 60_000);
});
