import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { australianPhoneDigits } from '../../src/domain/contactChecks.ts';
import { CodeRequest, CodeVerify, WatchlistChange } from '../../src/api/requestSchemas.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { failure, parse, reply } from '../answers.ts';
import { idempotent } from '../idempotency.ts';
import { bearerSession, tokenHash } from '../session.ts';
import { requestClient } from '../rateLimit.ts';
import { CODE_LIMITS, numberPrefix, sendRefusal, sourceNetwork, type Refusal } from '../signInLimits.ts';
import { SignInLedger, secretHasher } from '../signInLedger.ts';
import { originMismatch } from './origin.ts';

const CODE_MINUTES = 10;
const SESSION_DAYS = 30;
/** One answer for a wrong, expired, used or never-sent code: verify does not tell whether a code is pending. */
const NOT_RIGHT = 'That code is not right or has expired. Please check it or request a new one.';

const NOT_RIGHT_ANSWER = { status: 400, body: { success: false, error: NOT_RIGHT, fields: { code: NOT_RIGHT } } };

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const refused = (c: Context<ApiEnv>, refusal: Refusal) => {
  c.header('Retry-After', String(refusal.retryAfterSeconds));
  return reply(c, failure(429, refusal.message));
};

/** Sign-in by phone with a one-time code, and the signed-in shopper's watchlist (SPEC §4, §7). */
export function shopperRoutes({ store, fleet, now, send, authSecret, codeSendsPerDealerHour, trustProxy }: ApiDeps) {
  const app = new Hono<ApiEnv>();
  const hash = secretHasher(authSecret ?? randomBytes(32));
  const ledger = new SignInLedger(store.driver);
  const windowStart = (at: Date) => new Date(at.getTime() - CODE_LIMITS.windowSeconds * 1000);

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
    const source = { phoneHash: hash.phone(phone), network: sourceNetwork(ip), prefix: numberPrefix(phone) };
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // One dealer's sends are counted and recorded under its lock: instances sharing a database
    // cannot both see room for the last code of the hour.
    const limit = await store.write(async () => {
      await store.driver.lockKey(`code-sends:${site.websiteId}`);
      const refusal = sendRefusal(
        await ledger.sends(site.websiteId, windowStart(at)),
        source,
        at.getTime(),
        codeSendsPerDealerHour,
      );
      if (refusal) {
        await ledger.recordRefusal(site.websiteId, refusal.reason, at);
        return refusal;
      }
      await store.saveCode(
        site.websiteId,
        phone,
        hash.code(site.websiteId, phone, code),
        new Date(at.getTime() + CODE_MINUTES * 60_000),
      );
      await ledger.recordSend(site.websiteId, source, at);
      return null;
    });
    if (limit) return refused(c, limit);
    send({
      channel: 'sms',
      websiteId: site.websiteId,
      to: [phone],
      subject: `${site.settings.dealerName} sign-in code`,
      text: `Your sign-in code is ${code}. It expires in ${CODE_MINUTES} minutes.`,
    });
    return c.json({ success: true, expires_in_minutes: CODE_MINUTES });
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
    const presented = hash.code(websiteId, phone, parsed.value.code);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(at.getTime() + SESSION_DAYS * 86_400_000);
    // Guesses at one number are counted under its lock: guesses spread over instances count together.
    const right = await store.write(async () => {
      await store.driver.lockKey(`code:${websiteId}:${phone}`);
      const saved = await store.getCode(websiteId, phone);
      const pending = saved && saved.expiresAt >= at.toISOString() && saved.attempts < CODE_LIMITS.attemptsPerCode;
      if (!pending || !sameHash(saved.codeHash, presented)) {
        // Wrong guesses count against the pending code alone: the fifth spends it, and a new code starts afresh.
        // Guesses with no code pending spend nothing, so a stranger's guesses cannot lock the number's owner out.
        if (saved) {
          if (!pending || saved.attempts + 1 >= CODE_LIMITS.attemptsPerCode) await store.dropCode(websiteId, phone);
          else await store.countAttempt(websiteId, phone);
        }
        return false;
      }
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
