import { describe, expect, it } from 'vitest';
import { codeSendsPerDealer, secretHasher } from '../../server/signInLedger.ts';
import { CODE_LIMITS, lockRefusal, sendRefusal } from '../../server/signInLimits.ts';
import { apiHarness } from './apiHarness.ts';

const NOT_RIGHT = 'That code is not right or has expired. Please check it or request a new one.';
type Api = ReturnType<typeof apiHarness>;
const ask = (api: Api, phone: string, websiteId = 103) =>
  api.call('POST', '/api/auth/request-code', { phone_number: phone, website_id: websiteId });
const verify = (api: Api, phone: string, code: string, websiteId = 103) =>
  api.call('POST', '/api/auth/verify', { phone_number: phone, website_id: websiteId, code });
const lastCode = (api: Api) => /code is (\d{6})/.exec(api.messages.at(-1)!.text)![1]!;
const wrongFor = (code: string, n = 0) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

describe('wrong guesses are counted per phone across codes (issue 18 item 3)', () => {
  it('locks the phone after 10 wrong guesses in an hour even when each batch uses a new code', async () => {
    const api = apiHarness();
    const phone = '0412 000 001';
    let guesses = 0;
    for (let round = 0; guesses < CODE_LIMITS.wrongGuessesPerHour; round += 1) {
      expect((await ask(api, phone)).status).toBe(200);
      const code = lastCode(api);
      for (let i = 0; i < 4 && guesses < CODE_LIMITS.wrongGuessesPerHour; i += 1, guesses += 1) {
        expect((await verify(api, phone, wrongFor(code, i))).status).toBe(400);
      }
      api.advance(31_000);
    }
    await ask(api, phone);
    const locked = await verify(api, phone, lastCode(api));
    expect(locked.status).toBe(429);
    expect(locked.json.error).toMatch(/^Too many wrong codes for this number\. Please try again in \d+ minutes\.$/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    api.advance(61 * 60_000);
    await ask(api, phone);
    expect((await verify(api, phone, lastCode(api))).status).toBe(200);
  });

  it('counts guesses made with no code pending and at another dealer', async () => {
    const api = apiHarness();
    const phone = '0412 000 002';
    for (let i = 0; i < CODE_LIMITS.wrongGuessesPerHour; i += 1) {
      await verify(api, phone, String(100000 + i), i % 2 ? 101 : 102);
    }
    await ask(api, phone, 103);
    expect((await verify(api, phone, lastCode(api), 103)).status).toBe(429);
    expect((await verify(api, '0412 000 003', '123456', 103)).status).toBe(400);
  });
});

describe('verify answers the same whether or not a code is pending', () => {
  it('gives one status and body for a wrong, a never-sent, an expired and a used code', async () => {
    const api = apiHarness();
    const none = await verify(api, '0412 000 010', '123456');
    await ask(api, '0412 000 011');
    const wrong = await verify(api, '0412 000 011', wrongFor(lastCode(api)));
    await ask(api, '0412 000 012');
    const expiring = lastCode(api);
    await ask(api, '0412 000 013');
    const used = lastCode(api);
    expect((await verify(api, '0412 000 013', used)).status).toBe(200);
    api.advance(11 * 60_000);
    const expired = await verify(api, '0412 000 012', expiring);
    const reused = await verify(api, '0412 000 013', used);
    for (const answer of [none, wrong, expired, reused]) {
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ success: false, error: NOT_RIGHT, fields: { code: NOT_RIGHT } });
    }
  });
});

describe('code sends are limited per phone and per dealer, with Retry-After', () => {
  it('allows one send per 30 seconds per phone', async () => {
    const api = apiHarness();
    expect((await ask(api, '0412 000 020')).status).toBe(200);
    const again = await ask(api, '0412 000 020');
    expect(again.status).toBe(429);
    expect(again.json.error).toBe('Please wait 30 seconds before asking for another code.');
    expect(again.headers.get('retry-after')).toBe('30');
    api.advance(10_000);
    expect((await ask(api, '0412 000 020')).headers.get('retry-after')).toBe('20');
    expect(api.messages).toHaveLength(1);
    api.advance(20_000);
    expect((await ask(api, '0412 000 020')).status).toBe(200);
  });

  it('allows at most 5 sends per phone per hour', async () => {
    const api = apiHarness();
    for (let i = 0; i < 5; i += 1) {
      expect((await ask(api, '0412 000 021')).status).toBe(200);
      api.advance(31_000);
    }
    const sixth = await ask(api, '0412 000 021');
    expect(sixth.status).toBe(429);
    expect(sixth.json.error).toMatch(/^Too many codes were sent to this number\. Please try again in \d+ minutes\.$/);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(3000);
    api.advance(60 * 60_000);
    expect((await ask(api, '0412 000 021')).status).toBe(200);
  });

  it('a burst of 100 requests sends one code', async () => {
    const api = apiHarness();
    const answers = await Promise.all(Array.from({ length: 100 }, () => ask(api, '0412 000 022')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(api.messages).toHaveLength(1);
  });

  it('caps sends per dealer per hour and records each send for the morning report', async () => {
    const api = apiHarness();
    for (let i = 0; i < CODE_LIMITS.sendsPerDealerHour; i += 1) {
      expect((await ask(api, `0412 ${String(100000 + i)}`)).status).toBe(200);
    }
    const over = await ask(api, '0499 999 999');
    expect(over.status).toBe(429);
    expect(over.json.error).toMatch(/^Sign-in is busy right now\. Please try again in \d+ minutes\.$/);
    expect((await ask(api, '0499 999 999', 101)).status).toBe(200);
    const day = codeSendsPerDealer(api.store.db, new Date('2026-03-02T00:00:00Z'), new Date('2026-03-03T00:00:00Z'));
    expect(Object.fromEntries(day)).toEqual({ 101: 1, 103: CODE_LIMITS.sendsPerDealerHour });
  });
});

describe('stored hashes need the server secret', () => {
  it('stores a keyed hash, not a plain hash of phone and code', async () => {
    const api = apiHarness();
    await ask(api, '0412 000 030');
    const stored = api.store.getCode(103, '0412000030')!.codeHash;
    const { createHash } = await import('node:crypto');
    expect(stored).not.toBe(
      createHash('sha256')
        .update(`0412000030:${lastCode(api)}`)
        .digest('hex'),
    );
    const a = secretHasher(Buffer.from('a'.repeat(32)));
    const b = secretHasher(Buffer.from('b'.repeat(32)));
    expect(a.code(103, '0412000030', '123456')).not.toBe(b.code(103, '0412000030', '123456'));
    expect(a.code(103, '0412000030', '123456')).not.toBe(a.code(101, '0412000030', '123456'));
  });
});

describe('pure limits', () => {
  it('decide from times alone', () => {
    const now = 10_000_000;
    expect(sendRefusal([], [], now)).toBeNull();
    expect(sendRefusal([now - 29_000], [], now)?.retryAfterSeconds).toBe(1);
    expect(sendRefusal([now - 3_700_000], [], now)).toBeNull();
    expect(sendRefusal([], [now - 1, now - 2], now, 2)?.message).toMatch(/^Sign-in is busy/);
    expect(
      lockRefusal(
        Array.from({ length: 9 }, (_, i) => now - i),
        now,
      ),
    ).toBeNull();
    expect(
      lockRefusal(
        Array.from({ length: 10 }, (_, i) => now - 1000 * i),
        now,
      )?.retryAfterSeconds,
    ).toBe(3600 - 9);
  });
});
