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

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const refused = (c: Context<ApiEnv>, refusal: Refusal) => {
  c.header('Retry-After', String(refusal.retryAfterSeconds));
  return reply(c, failure(429, refusal.message));
};

/** Sign-in by phone with a one-time code, and the signed-in shopper's watchlist (SPEC §4, §7). */
export function shopperRoutes({ store, fleet, now, send, authSecret, codeSendsPerDealerHour, trustProxy }: ApiDeps) {
  const app = new Hono<ApiEnv>();
  const hash = secretHasher(authSecret ?? randomBytes(32));
  const ledger = new SignInLedger(store.db);
  const windowStart = (at: Date) => new Date(at.getTime() - CODE_LIMITS.windowSeconds * 1000);

  app.post('/auth/request-code', (c) => {
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
    const limit = sendRefusal(
      ledger.sends(site.websiteId, windowStart(at)),
      source,
      at.getTime(),
      codeSendsPerDealerHour,
    );
    if (limit) {
      ledger.recordRefusal(site.websiteId, limit.reason, at);
      return refused(c, limit);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    store.saveCode(
      site.websiteId,
      phone,
      hash.code(site.websiteId, phone, code),
      new Date(at.getTime() + CODE_MINUTES * 60_000),
    );
    ledger.recordSend(site.websiteId, source, at);
    send({
      channel: 'sms',
      websiteId: site.websiteId,
      to: [phone],
      subject: `${site.settings.dealerName} sign-in code`,
      text: `Your sign-in code is ${code}. It expires in ${CODE_MINUTES} minutes.`,
    });
    return c.json({ success: true, expires_in_minutes: CODE_MINUTES });
  });

  app.post('/auth/verify', (c) => {
    const parsed = parse(CodeVerify, c.get('body'));
    if (!parsed.ok) return reply(c, parsed.response);
    const phone = australianPhoneDigits(parsed.value.phone_number);
    const websiteId = parsed.value.website_id;
    // The same origin rule as request-code: a browser on dealer A's site cannot try codes for dealer B.
    const mismatch = originMismatch(c.req.header('origin'), fleet, websiteId);
    if (mismatch) return reply(c, mismatch);
    const at = now();
    const saved = store.getCode(websiteId, phone);
    const presented = hash.code(websiteId, phone, parsed.value.code);
    const pending = saved && saved.expiresAt >= at.toISOString() && saved.attempts < CODE_LIMITS.attemptsPerCode;
    if (!pending || !sameHash(saved.codeHash, presented)) {
      // Wrong guesses count against the pending code alone: the fifth spends it, and a new code starts afresh.
      // Guesses with no code pending spend nothing, so a stranger's guesses cannot lock the number's owner out.
      if (saved) {
        if (!pending || saved.attempts + 1 >= CODE_LIMITS.attemptsPerCode) store.dropCode(websiteId, phone);
        else store.countAttempt(websiteId, phone);
      }
      return reply(c, { status: 400, body: { success: false, error: NOT_RIGHT, fields: { code: NOT_RIGHT } } });
    }
    store.dropCode(websiteId, phone);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(at.getTime() + SESSION_DAYS * 86_400_000);
    store.saveSession(tokenHash(token), websiteId, phone, expiresAt);
    return c.json({ success: true, token, phone_number: phone, expires_at: expiresAt.toISOString() });
  });

  /** The session of a Bearer token, or an error response. */
  const session = (c: Context<ApiEnv>) => {
    const found = bearerSession(store, c.req.header('authorization'), now());
    if (!found) return { error: failure(401, 'Please sign in again.') } as const;
    const mismatch = originMismatch(c.req.header('origin'), fleet, found.websiteId);
    return mismatch ? ({ error: mismatch } as const) : ({ session: found, tokenHash: found.tokenHash } as const);
  };

  app.post('/auth/sign-out', (c) => {
    // Either the session ends or the answer says why not (an unknown token, another dealer's origin).
    const s = session(c);
    if ('error' in s) return reply(c, s.error);
    store.dropSession(s.tokenHash);
    return c.json({ success: true });
  });

  const change = (kind: 'save' | 'remove') => (c: Context<ApiEnv>) => {
    const s = session(c);
    if ('error' in s) return reply(c, s.error);
    const at = now();
    return idempotent(c, store, at, () => {
      const parsed = parse(WatchlistChange, c.get('body'));
      if (!parsed.ok) return parsed.response;
      const phone = australianPhoneDigits(parsed.value.phone_number);
      if (phone !== s.session.phone) return failure(403, 'You can only change your own watchlist.');
      if (kind === 'save') store.watch(s.session.websiteId, phone, parsed.value.car_id, at);
      else store.unwatch(s.session.websiteId, phone, parsed.value.car_id);
      return { status: 200, body: { success: true, car_id: parsed.value.car_id } };
    });
  };
  app.post('/watchlist/save-car', change('save'));
  app.post('/watchlist/remove-car', change('remove'));

  app.get('/watchlist', (c) => {
    const s = session(c);
    if ('error' in s) return reply(c, s.error);
    const asked = c.req.query('phone_number');
    if (asked !== undefined && australianPhoneDigits(asked) !== s.session.phone) {
      return reply(c, failure(403, 'You can only read your own watchlist.'));
    }
    const cars = store.watchlist(s.session.websiteId, s.session.phone);
    return c.json({
      success: true,
      phone_number: s.session.phone,
      cars: cars.map((w) => ({ id: w.car_id, saved_at: w.created_at })),
    });
  });

  return app;
}
