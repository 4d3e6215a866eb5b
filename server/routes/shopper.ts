import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { australianPhoneDigits } from '../../src/domain/contactChecks.ts';
import { CodeRequest, CodeVerify, WatchlistChange } from '../../src/api/requestSchemas.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { failure, parse, reply } from '../answers.ts';
import { Challenges } from '../challenge/challenges.ts';
import { CHALLENGE, type ChallengeBinding } from '../challenge/rules.ts';
import { idempotent } from '../idempotency.ts';
import { bearerSession, tokenHash } from '../session.ts';
import { rateLimiter, requestClient } from '../rateLimit.ts';
import {
  CODE_LIMITS,
  REARMED_MESSAGE,
  ceilingNetwork,
  escalation,
  numberPrefix,
  sendRefusal,
  type Refusal,
} from '../signInLimits.ts';
import { SignInLedger, secretHasher } from '../signInLedger.ts';
import { originMismatch } from './origin.ts';

const CODE_MINUTES = CODE_LIMITS.codeMinutes;
const SESSION_DAYS = 30;
const HOUR_MS = CODE_LIMITS.windowSeconds * 1000;
/** One answer for a wrong, expired, used or never-sent code: verify does not tell whether a code is pending. */
const NOT_RIGHT = 'That code is not right or has expired. Please check it or request a new one.';
const GUESSES = 'Many codes were tried for this number. Your browser solves a short check to go on.';
const CHECK_FAILED = 'The browser check did not pass or has expired. Your browser solves a new one to go on.';

const NOT_RIGHT_ANSWER = { status: 400, body: { success: false, error: NOT_RIGHT, fields: { code: NOT_RIGHT } } };

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const refused = (c: Context<ApiEnv>, refusal: Refusal) => {
  c.header('Retry-After', String(refusal.retryAfterSeconds));
  return reply(c, failure(429, refusal.message));
};

/** Sign-in by phone with a one-time code, and the signed-in shopper's watchlist (SPEC §4, §7). */
export function shopperRoutes({ store, fleet, now, send, authSecret, codeSendsPerDealerHour, trustProxy }: ApiDeps) {
  const app = new Hono<ApiEnv>();
  const secret = authSecret ?? randomBytes(32);
  const hash = secretHasher(secret);
  const ledger = new SignInLedger(store.driver);
  const challenges = new Challenges(
    secret,
    rateLimiter(store.driver, 1, CHALLENGE.lifetimeSeconds * 1000, 'challenges'),
  );
  // Code tries without a solved challenge, per network and number, and per number from every network.
  const triesPerSource = rateLimiter(store.driver, CODE_LIMITS.guessesPerSourceHour, HOUR_MS, 'code-tries');
  const triesPerNumber = rateLimiter(store.driver, CODE_LIMITS.guessesPerNumberHour, HOUR_MS, 'number-tries');
  const windowStart = (at: Date) => new Date(at.getTime() - HOUR_MS);

  /** A limit's answer: 429 with a fresh challenge bound to this request; solving it is the way on. */
  const challenge = async (c: Context<ApiEnv>, message: string, binding: ChallengeBinding, at: Date) =>
    c.json({ success: false, error: message, challenge: await challenges.issue(binding, at) }, 429);

  app.post('/auth/request-code', async (c) => {
    const parsed = parse(CodeRequest, c.get('body'));
    if (!parsed.ok) return reply(c, parsed.response);
    const site = fleet.byWebsiteId.get(parsed.value.website_id);
    if (!site) return reply(c, failure(400, 'Unknown website.'));
    const mismatch = originMismatch(c.req.header('origin'), fleet, site.websiteId);
    if (mismatch) return reply(c, mismatch);
    const phone = australianPhoneDigits(parsed.value.phone_number);
    const at = now();
    const ip = requestClient(c, trustProxy);
    const source = { phoneHash: hash.phone(phone), network: ceilingNetwork(ip), prefix: numberPrefix(phone) };
    const binding: ChallengeBinding = { action: 'send', websiteId: site.websiteId, phoneHash: source.phoneHash };
    const solution = parsed.value.altcha;
    const solved = solution !== undefined && (await challenges.redeem(solution, binding, at));
    if (solution !== undefined && !solved) return challenge(c, CHECK_FAILED, binding, at);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(at.getTime() + CODE_MINUTES * 60_000);
    // One dealer's sends are counted and recorded under its lock: instances sharing a database
    // cannot both see room for the last code of the hour.
    const outcome = await store.write(async () => {
      await store.driver.lockKey(`code-sends:${site.websiteId}`);
      const sends = await ledger.sends(site.websiteId, windowStart(at));
      const refusal = sendRefusal(sends, source, at.getTime(), codeSendsPerDealerHour);
      const next = refusal ? escalation(refusal.reason) : 'send';
      if (refusal && (!solved || next === 'wait')) {
        await ledger.recordRefusal(site.websiteId, refusal.reason, at);
        return { refusal, next } as const;
      }
      // Past the number's SMS limit a solved challenge sends nothing: the latest code sent stays valid.
      if (next === 'rearm') {
        await store.rearmCode(site.websiteId, phone, expiresAt);
        return { next } as const;
      }
      await store.saveCode(site.websiteId, phone, hash.code(site.websiteId, phone, code), expiresAt);
      await ledger.recordSend(site.websiteId, source, at);
      return { next } as const;
    });
    if ('refusal' in outcome) {
      return outcome.next === 'wait' ? refused(c, outcome.refusal) : challenge(c, outcome.refusal.message, binding, at);
    }
    if (outcome.next === 'rearm') {
      return c.json({ success: true, expires_in_minutes: CODE_MINUTES, sent: false, message: REARMED_MESSAGE });
    }
    send({
      channel: 'sms',
      websiteId: site.websiteId,
      to: [phone],
      subject: `${site.settings.dealerName} sign-in code`,
      text: `Your sign-in code is ${code}. It expires in ${CODE_MINUTES} minutes.`,
    });
    return c.json({ success: true, expires_in_minutes: CODE_MINUTES, sent: true });
  });

  app.post('/auth/verify', async (c) => {
    const parsed = parse(CodeVerify, c.get('body'));
    if (!parsed.ok) return reply(c, parsed.response);
    const phone = australianPhoneDigits(parsed.value.phone_number);
    const websiteId = parsed.value.website_id;
    // The same origin rule as request-code: a browser on dealer A's site cannot try codes for dealer B.
    const mismatch = originMismatch(c.req.header('origin'), fleet, websiteId);
    if (mismatch) return reply(c, mismatch);
    const at = now();
    // No dealer, no code was ever sent: the same answer as a wrong code, without asking the store.
    if (!fleet.byWebsiteId.has(websiteId)) return reply(c, NOT_RIGHT_ANSWER);
    const phoneHash = hash.phone(phone);
    const binding: ChallengeBinding = { action: 'verify', websiteId, phoneHash };
    const solution = parsed.value.altcha;
    if (solution !== undefined) {
      if (!(await challenges.redeem(solution, binding, at))) return challenge(c, CHECK_FAILED, binding, at);
    } else {
      // Tries are counted per source, never against the code: a stranger's wrong codes cannot spend the
      // owner's. Past the free tries each one costs a solved challenge. One network's tries past its own
      // share do not count against the number, so one stranger cannot make the owner solve one.
      const network = ceilingNetwork(requestClient(c, trustProxy));
      const overSource = await triesPerSource.hit(`${websiteId}|${phoneHash}|${network}`, at.getTime());
      const overNumber = overSource || (await triesPerNumber.hit(`${websiteId}|${phoneHash}`, at.getTime()));
      if (overSource || overNumber) return challenge(c, GUESSES, binding, at);
    }
    const presented = hash.code(websiteId, phone, parsed.value.code);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(at.getTime() + SESSION_DAYS * 86_400_000);
    const right = await store.write(async () => {
      await store.driver.lockKey(`code:${websiteId}:${phone}`);
      const saved = await store.getCode(websiteId, phone);
      const pending = saved && saved.expiresAt >= at.toISOString();
      if (!pending || !sameHash(saved.codeHash, presented)) return false;
      await store.dropCode(websiteId, phone);
      await store.saveSession(tokenHash(token), websiteId, phone, expiresAt);
      return true;
    });
    if (!right) return reply(c, NOT_RIGHT_ANSWER);
    return c.json({ success: true, token, phone_number: phone, expires_at: expiresAt.toISOString() });
  });

  /** The session of a Bearer token, or an error response. */
  const session = async (c: Context<ApiEnv>) => {
    const found = await bearerSession(store, c.req.header('authorization'), now());
    if (!found) return { error: failure(401, 'Please sign in again.') } as const;
    const mismatch = originMismatch(c.req.header('origin'), fleet, found.websiteId);
    return mismatch ? ({ error: mismatch } as const) : ({ session: found, tokenHash: found.tokenHash } as const);
  };

  app.post('/auth/sign-out', async (c) => {
    // Either the session ends or the answer says why not (an unknown token, another dealer's origin).
    const s = await session(c);
    if ('error' in s) return reply(c, s.error);
    await store.write(() => store.dropSession(s.tokenHash));
    return c.json({ success: true });
  });

  const change = (kind: 'save' | 'remove') => async (c: Context<ApiEnv>) => {
    const s = await session(c);
    if ('error' in s) return reply(c, s.error);
    const at = now();
    return idempotent(c, store, at, async () => {
      const parsed = parse(WatchlistChange, c.get('body'));
      if (!parsed.ok) return parsed.response;
      const phone = australianPhoneDigits(parsed.value.phone_number);
      if (phone !== s.session.phone) return failure(403, 'You can only change your own watchlist.');
      if (kind === 'save') await store.watch(s.session.websiteId, phone, parsed.value.car_id, at);
      else await store.unwatch(s.session.websiteId, phone, parsed.value.car_id);
      return { status: 200, body: { success: true, car_id: parsed.value.car_id } };
    });
  };
  app.post('/watchlist/save-car', change('save'));
  app.post('/watchlist/remove-car', change('remove'));

  app.get('/watchlist', async (c) => {
    const s = await session(c);
    if ('error' in s) return reply(c, s.error);
    const asked = c.req.query('phone_number');
    if (asked !== undefined && australianPhoneDigits(asked) !== s.session.phone) {
      return reply(c, failure(403, 'You can only read your own watchlist.'));
    }
    const cars = await store.watchlist(s.session.websiteId, s.session.phone);
    return c.json({
      success: true,
      phone_number: s.session.phone,
      cars: cars.map((w) => ({ id: w.car_id, saved_at: w.created_at })),
    });
  });

  return app;
}
