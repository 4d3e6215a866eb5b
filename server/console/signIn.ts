import { Hono } from 'hono';
import type { ApiDeps } from '../context.ts';
import { rateLimiter, requestClient } from '../rateLimit.ts';
import { sourceNetwork } from '../signInLimits.ts';
import { dealersOf } from './roles.ts';
import {
  CROSS_SITE,
  LINK_MINUTES,
  LINK_SENT,
  LINK_UNUSABLE,
  LINKS_PER_ADDRESS_HOUR,
  MS_PER_MINUTE,
  SIGN_IN_REQUESTS_PER_NETWORK_HOUR,
} from './rules.ts';
import { crossSite, SESSION_MAX_MS, sessionCookie } from './session.ts';
import type { StaffTable } from './table.ts';

const HOUR = 60 * MS_PER_MINUTE;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

/** Reads a small JSON object body, or null. */
export async function jsonBody(req: { text(): Promise<string> }): Promise<Record<string, unknown> | null> {
  try {
    const body = JSON.parse(await req.text()) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Sign-in by a one-time link (POST /sign-in {email}, then POST /session {token} from the link's
 * page). The answer to /sign-in is the same whoever asks, so it tells a stranger nothing. Links per
 * address are limited (past it no new link goes, and the latest one still works, so a stranger
 * cannot lock a real user out) and requests per network are limited (a stranger's own network is
 * slowed, not the user's). Each link works once, for 15 minutes; the email goes through the
 * durable delivery queue.
 */
export function signInRoutes(deps: ApiDeps, staff: StaffTable, consoleUrl: string) {
  const app = new Hono();
  const origin = new URL(consoleUrl).origin;
  const perNetwork = rateLimiter(deps.store.driver, SIGN_IN_REQUESTS_PER_NETWORK_HOUR, HOUR, 'console-sign-in');

  app.post('/sign-in', async (c) => {
    if (crossSite(c, origin, null)) return c.json({ success: false, error: CROSS_SITE }, 403);
    const body = await jsonBody(c.req);
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!EMAIL.test(email)) return c.json({ success: false, error: 'Enter your email address.' }, 400);
    const now = deps.now().getTime();
    const wait = await perNetwork.hit(sourceNetwork(requestClient(c, deps.trustProxy)), now);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.json({ success: false, error: 'Too many sign-in requests from your network. Try again later.' }, 429);
    }
    const person = await staff.byEmail(email);
    if (person && (await staff.linksSince(person.id, now - HOUR)) < LINKS_PER_ADDRESS_HOUR) {
      await deps.store.write(async () => {
        const token = await staff.createLink(person.id, now);
        const first = dealersOf(person, [...deps.fleet.bySlug.keys()])[0];
        const site = first ? deps.fleet.bySlug.get(first) : undefined;
        const link = `${consoleUrl}/console/?link=${token}`;
        const text =
          `Someone (we hope you) asked to sign in to the dealer console as ${person.email}.\n\n` +
          `Open this link to sign in. It works once, for ${LINK_MINUTES} minutes:\n${link}\n\n` +
          'If you did not ask, ignore this email: nobody can sign in without the link.\n';
        const job = {
          id: `console.link.${token.slice(0, 16)}`,
          channel: 'email',
          target: person.email,
          crm: false,
          event: 'created',
        } as const;
        const payload = JSON.stringify({ subject: 'Your sign-in link for the dealer console', text });
        await deps.queue.enqueue('', site?.websiteId ?? 0, [job], now, {
          payload,
          maxAgeMs: LINK_MINUTES * MS_PER_MINUTE,
        });
      });
    }
    return c.json({ success: true, message: LINK_SENT });
  });

  app.post('/session', async (c) => {
    if (crossSite(c, origin, null)) return c.json({ success: false, error: CROSS_SITE }, 403);
    const body = await jsonBody(c.req);
    const token = typeof body?.token === 'string' ? body.token : '';
    const now = deps.now().getTime();
    const staffId = token.length >= 40 && token.length <= 64 ? await staff.useLink(token, now) : null;
    const person = staffId ? await staff.byId(staffId) : null;
    if (!person) return c.json({ success: false, error: LINK_UNUSABLE }, 401);
    const session = await staff.createSession(person.id, now, SESSION_MAX_MS);
    c.header('Set-Cookie', sessionCookie(session.token, SESSION_MAX_MS / 1000));
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, csrf: session.csrf });
  });

  return app;
}
