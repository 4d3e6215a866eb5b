import { describe, expect, it } from 'vitest';
import { codeRefusalsPerDealer, codeSendsPerDealer, secretHasher } from '../../server/signInLedger.ts';
import { CODE_LIMITS, sendRefusal, sourceNetwork } from '../../server/signInLimits.ts';
import { signInRows, signInTable } from '../../scripts/lib/signInReport.ts';
import { apiHarness } from './apiHarness.ts';
import { solveChallenge } from './challengeSolver.ts';

const NOT_RIGHT = 'That code is not right or has expired. Please check it or request a new one.';
type Api = ReturnType<typeof apiHarness>;
const ask = (api: Api, phone: string, websiteId = 103) =>
  api.call('POST', '/api/auth/request-code', { phone_number: phone, website_id: websiteId });
const verify = (api: Api, phone: string, code: string, websiteId = 103, ip = '127.0.0.1') =>
  api.call('POST', '/api/auth/verify', { phone_number: phone, website_id: websiteId, code }, { 'x-forwarded-for': ip });
const lastCode = (api: Api) => /code is (\d{6})/.exec(api.messages.at(-1)!.text)![1]!;
const wrongFor = (code: string, n = 0) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

describe('wrong guesses are counted per source, never against the code that was sent', () => {
  it('five wrong guesses leave the code valid, and a new code replaces the old one', async () => {
    const api = apiHarness();
    const phone = '0412 000 001';
    await ask(api, phone);
    const first = lastCode(api);
    for (let i = 0; i < CODE_LIMITS.guessesPerSourceHour; i += 1) {
      expect((await verify(api, phone, wrongFor(first, i), 103, '127.0.1.1')).status).toBe(400);
    }
    api.advance(31_000);
    await ask(api, phone);
    expect((await verify(api, phone, first, 103, '127.0.2.1')).json.error).toBe(NOT_RIGHT);
    expect((await verify(api, phone, lastCode(api), 103, '127.0.2.1')).status).toBe(200);
  });

  it("a stranger's guesses for a number with no code pending, here and at another dealer, lock its owner out nowhere", async () => {
    const api = apiHarness();
    const victim = '0412 000 002';
    const answers = [];
    for (let i = 0; i < 50; i += 1) answers.push(await verify(api, victim, String(100000 + i), i % 2 ? 101 : 103));
    expect(answers.filter((a) => a.status === 400 && a.json.error === NOT_RIGHT)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429 && a.json.challenge)).toHaveLength(40);
    await ask(api, victim, 103);
    expect((await verify(api, victim, lastCode(api), 103, '127.0.3.1')).status).toBe(200);
    await ask(api, victim, 101);
    expect((await verify(api, victim, lastCode(api), 101, '127.0.3.1')).status).toBe(200);
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

  it('sends at most 5 SMS per phone per hour; the sixth request is asked for a challenge', async () => {
    const api = apiHarness();
    for (let i = 0; i < 5; i += 1) {
      expect((await ask(api, '0412 000 021')).status).toBe(200);
      api.advance(31_000);
    }
    const sixth = await ask(api, '0412 000 021');
    expect(sixth.status).toBe(429);
    expect(sixth.json.error).toBe(
      'This number was sent 5 codes in the last hour. Your browser solves a short check to go on.',
    );
    expect(sixth.json.challenge).toMatchObject({ algorithm: 'SHA-256' });
    expect(api.messages).toHaveLength(5);
    api.advance(60 * 60_000);
    expect((await ask(api, '0412 000 021')).status).toBe(200);
  });

  it('a burst of 100 requests sends one code', async () => {
    const api = apiHarness();
    const answers = await Promise.all(Array.from({ length: 100 }, () => ask(api, '0412 000 022')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(api.messages).toHaveLength(1);
  });

  it('per-number limits do not cross dealers', async () => {
    const api = apiHarness();
    for (let i = 0; i < CODE_LIMITS.sendsPerPhoneHour; i += 1) {
      expect((await ask(api, '0412 000 023', 103)).status).toBe(200);
      api.advance(31_000);
    }
    expect((await ask(api, '0412 000 023', 103)).status).toBe(429);
    expect((await ask(api, '0412 000 023', 101)).status).toBe(200);
  });
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const askFrom = (api: Api, phone: string, ip: string, websiteId = 103) =>
  api.call('POST', '/api/auth/request-code', { phone_number: phone, website_id: websiteId }, from(ip));
/** A distinct loopback /24 network and a distinct number prefix for each i. */
const crowd = (i: number) => ({ ip: `127.${(i >> 8) + 1}.${i & 255}.1`, phone: `04${String(1000 + i)}0000` });
const day = async (api: Api, read: typeof codeSendsPerDealer) =>
  Object.fromEntries(await read(api.store.driver, new Date('2026-03-02T00:00:00Z'), new Date('2026-03-03T00:00:00Z')));

describe('the dealer-wide send cap degrades by source before it asks everyone for a challenge', () => {
  it('one address asking codes for 320 made-up numbers gets 20; other shoppers of the dealer still get theirs', async () => {
    const api = apiHarness();
    const answers = [];
    for (let i = 0; i < 320; i += 1) answers.push(await askFrom(api, `0412 ${String(100000 + i)}`, '127.0.0.9'));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(CODE_LIMITS.sendsPerSourceHour);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(320 - CODE_LIMITS.sendsPerSourceHour);
    expect(refused[0]!.json.error).toBe(
      'Many codes were asked for from your network. Your browser solves a short check to go on.',
    );
    expect(refused[0]!.json.challenge).toMatchObject({ algorithm: 'SHA-256' });
    expect(api.messages).toHaveLength(CODE_LIMITS.sendsPerSourceHour);
    // The same /24 is one source; another network and another prefix are not.
    expect((await askFrom(api, '0498 765 432', '127.0.0.200')).status).toBe(429);
    expect((await askFrom(api, '0498 765 432', '127.0.7.1')).status).toBe(200);
    expect(await day(api, codeRefusalsPerDealer)).toEqual({ 103: 301 });
  }, 60_000);

  it('numbers sharing a prefix are capped across networks', async () => {
    const api = apiHarness();
    const answers = [];
    for (let i = 0; i < 40; i += 1) answers.push(await askFrom(api, `0412 10${String(1000 + i)}`, crowd(i).ip));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(CODE_LIMITS.sendsPerSourceHour);
    expect(answers.at(-1)!.json.error).toBe(
      'Many codes were asked for numbers like this one. Your browser solves a short check to go on.',
    );
    expect((await askFrom(api, '0413 100 000', '127.0.0.9')).status).toBe(200);
  });

  it('at half the ceiling each source gets 3 an hour; past the ceiling a solved challenge sends the code, and the report counts refusals', async () => {
    const api = apiHarness();
    const cap = CODE_LIMITS.sendsPerDealerHour;
    for (let i = 0; i < cap / 2; i += 1) expect((await askFrom(api, crowd(i).phone, crowd(i).ip)).status).toBe(200);
    const busy = '127.200.0.1';
    for (let i = 0; i < CODE_LIMITS.sendsPerSourceUnderPressure; i += 1) {
      expect((await askFrom(api, crowd(400 + i).phone, busy)).status).toBe(200);
    }
    const tight = await askFrom(api, crowd(410).phone, busy);
    expect(tight.json.error).toBe(
      'Many codes were asked for from your network. Your browser solves a short check to go on.',
    );
    for (let i = cap / 2 + CODE_LIMITS.sendsPerSourceUnderPressure; i < cap; i += 1) {
      expect((await askFrom(api, crowd(i).phone, crowd(i).ip)).status).toBe(200);
    }
    const over = await askFrom(api, crowd(500).phone, crowd(500).ip);
    expect(over.status).toBe(429);
    expect(over.json.error).toBe('Sign-in is busy right now. Your browser solves a short check to go on.');
    expect((await askFrom(api, crowd(500).phone, crowd(500).ip, 101)).status).toBe(200);
    expect(await day(api, codeSendsPerDealer)).toEqual({ 101: 1, 103: cap });
    // Past the ceiling the owner is not refused: a solved challenge sends the code, and it signs in.
    const paid = await api.call(
      'POST',
      '/api/auth/request-code',
      { phone_number: crowd(500).phone, website_id: 103, altcha: solveChallenge(over.json.challenge) },
      from(crowd(500).ip),
    );
    expect(paid.json).toEqual({ success: true, expires_in_minutes: 10, sent: true });
    expect((await verify(api, crowd(500).phone, lastCode(api), 103, crowd(500).ip)).status).toBe(200);
    expect(await day(api, codeRefusalsPerDealer)).toEqual({ 103: 2 });
    const rows = await signInRows(
      api.store.driver,
      api.fleet.sites,
      new Date('2026-03-02T00:00:00Z'),
      new Date('2026-03-03T00:00:00Z'),
    );
    const slug = api.fleet.byWebsiteId.get(103)!.slug;
    expect(rows.find((r) => r.slug === slug)).toEqual({ slug, sent: cap + 1, refused: 2 });
    expect(signInTable(rows)).toContain(`<tr class="failed"><td>${slug}</td><td>${cap + 1}</td><td>2</td></tr>`);
  }, 60_000);
});

describe('stored hashes need the server secret', () => {
  it('stores a keyed hash, not a plain hash of phone and code', async () => {
    const api = apiHarness();
    await ask(api, '0412 000 030');
    const stored = (await api.store.getCode(103, '0412000030'))!.codeHash;
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
  const source = { phoneHash: 'p', network: '127.0.0.0/24', prefix: '041200' };
  const row = (at: number, over: Partial<typeof source> = {}) => ({ ...source, phoneHash: `p${at}`, ...over, at });
  it('decide from times alone', () => {
    const now = 10_000_000;
    expect(sendRefusal([], source, now)).toBeNull();
    expect(sendRefusal([row(now - 29_000, { phoneHash: 'p' })], source, now)?.retryAfterSeconds).toBe(1);
    expect(sendRefusal([row(now - 3_700_000, { phoneHash: 'p' })], source, now)).toBeNull();
    const other = { network: 'x', prefix: 'y' };
    expect(sendRefusal([row(now - 1, other), row(now - 2, other)], source, now, 2)?.reason).toBe('dealer');
    const twenty = Array.from({ length: 20 }, (_, i) => row(now - 1000 * i, { prefix: 'y' }));
    expect(sendRefusal(twenty, source, now, 300)).toMatchObject({ reason: 'network', retryAfterSeconds: 3600 - 19 });
    expect(sendRefusal(twenty.slice(1), source, now, 300)).toBeNull();
    // At half the ceiling the third send of a source is the last.
    expect(sendRefusal(twenty.slice(0, 3), source, now, 6)?.reason).toBe('network');
  });

  it('groups addresses by network', () => {
    expect(sourceNetwork('127.0.0.9')).toBe('127.0.0.0/24');
    expect(sourceNetwork('::ffff:127.0.3.9')).toBe('127.0.3.0/24');
    expect(sourceNetwork('::1')).toBe('0:0:0:0::/64');
    expect(sourceNetwork('fd00:ab:0:12:1::5')).toBe('fd00:ab:0:12::/64');
    expect(sourceNetwork('FD00:AB::')).toBe('fd00:ab:0:0::/64');
    expect(sourceNetwork('unknown')).toBe('unknown');
  });
});
