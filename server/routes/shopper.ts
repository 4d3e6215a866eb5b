import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { australianPhoneDigits } from '../../src/domain/contactChecks.ts';
import { CodeRequest, CodeVerify, WatchlistChange } from '../../src/api/otherSchemas.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { failure, idempotent, parse, reply } from '../http.ts';
import { originMismatch } from './origin.ts';

const CODE_MINUTES = 10;
const MAX_ATTEMPTS = 5;
const SESSION_DAYS = 30;
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** Sign-in by phone with a one-time code, and the signed-in shopper's watchlist (SPEC §4, §7). */
export function shopperRoutes({ store, fleet, now, send }: ApiDeps) {
  const app = new Hono<ApiEnv>();

  app.post('/auth/request-code', (c) => {
    const parsed = parse(CodeRequest, c.get('body'));
    if (!parsed.ok) return reply(c, parsed.response);
    const site = fleet.byWebsiteId.get(parsed.value.website_id);
    if (!site) return reply(c, failure(400, 'Unknown website.'));
    const mismatch = originMismatch(c.req.header('origin'), fleet, site.websiteId);
    if (mismatch) return reply(c, mismatch);
    const phone = australianPhoneDigits(parsed.value.phone_number);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    store.saveCode(site.websiteId, phone, sha(`${phone}:${code}`), new Date(now().getTime() + CODE_MINUTES * 60_000));
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
    const saved = store.getCode(websiteId, phone);
    const at = now();
    if (!saved || saved.expiresAt < at.toISOString()) {
      return reply(c, {
        status: 400,
        body: {
          success: false,
          error: 'That code has expired. Please request a new one.',
          fields: { code: 'That code has expired. Please request a new one.' },
        },
      });
    }
    if (saved.attempts >= MAX_ATTEMPTS) {
      store.dropCode(websiteId, phone);
      return reply(c, failure(429, 'Too many wrong codes. Please request a new one.'));
    }
    if (saved.codeHash !== sha(`${phone}:${parsed.value.code}`)) {
      store.countAttempt(websiteId, phone);
      return reply(c, {
        status: 400,
        body: { success: false, error: 'That code is not right.', fields: { code: 'That code is not right.' } },
      });
    }
    store.dropCode(websiteId, phone);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(at.getTime() + SESSION_DAYS * 86_400_000);
    store.saveSession(sha(token), websiteId, phone, expiresAt);
    return c.json({ success: true, token, phone_number: phone, expires_at: expiresAt.toISOString() });
  });

  /** The session of a Bearer token, or an error response. */
  const session = (c: Context<ApiEnv>) => {
    const token = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const found = token ? store.getSession(sha(token)) : null;
    if (!token || !found || found.expiresAt < now().toISOString())
      return { error: failure(401, 'Please sign in again.') } as const;
    const mismatch = originMismatch(c.req.header('origin'), fleet, found.websiteId);
    return mismatch ? ({ error: mismatch } as const) : ({ session: found, tokenHash: sha(token) } as const);
  };

  app.post('/auth/sign-out', (c) => {
    const s = session(c);
    if (s.tokenHash !== undefined) store.dropSession(s.tokenHash);
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
