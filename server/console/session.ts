import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Fleet, FleetSite } from '../fleet.ts';
import { dealersOf, may, type Permission } from './roles.ts';
import {
  CROSS_SITE,
  CSRF_HEADER,
  MS_PER_MINUTE,
  NOT_ALLOWED,
  NOT_FOUND,
  SESSION_COOKIE,
  SESSION_MAX_HOURS,
  SIGNED_OUT,
  sessionState,
} from './rules.ts';
import type { Person, StaffTable } from './table.ts';

/** What every console route knows once the session is checked. */
export interface ConsoleEnv {
  Variables: { person: Person; dealers: string[]; csrf: string; token: string };
}

export const SESSION_MAX_MS = SESSION_MAX_HOURS * 60 * MS_PER_MINUTE;

/**
 * The session cookie: HttpOnly (no script reads it), Secure, SameSite=Strict (no other site's page
 * sends it), scoped to the console's path; it ends with the session's absolute limit.
 */
export const sessionCookie = (token: string, maxAgeS: number) =>
  `${SESSION_COOKIE}=${token}; Path=/console; HttpOnly; Secure; SameSite=Strict; Max-Age=${maxAgeS}`;

/**
 * A request that changes state must come from the console's own page: its Origin (when the browser
 * sends one, as every browser does on a POST) is the console's, and, with a session, it carries the
 * session's CSRF token in a header no other site can set.
 */
export function crossSite(c: Context, consoleOrigin: string, csrf: string | null): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== consoleOrigin) return true;
  if (csrf === null) return false;
  return c.req.header(CSRF_HEADER) !== csrf;
}

/**
 * Checks the session cookie on every console API request: a live session of a person still on the
 * console, touched so idleness counts from now. State-changing requests are checked for forgery.
 */
export function requireSession(staff: StaffTable, fleet: Fleet, consoleOrigin: string, now: () => Date) {
  const handler: MiddlewareHandler<ConsoleEnv> = async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    const at = now().getTime();
    const session = token ? await staff.session(token) : null;
    const person = session ? await staff.byId(session.staffId) : null;
    if (!token || !session || !person || sessionState(session, at) !== 'live') {
      c.header('Set-Cookie', sessionCookie('', 0));
      return c.json({ success: false, error: SIGNED_OUT }, 401);
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && crossSite(c, consoleOrigin, session.csrf))
      return c.json({ success: false, error: CROSS_SITE }, 403);
    // Once a minute is enough to keep an active session alive (SESSION_IDLE_MINUTES is an hour).
    if (at - session.seenAt > MS_PER_MINUTE) await staff.touch(token, at);
    c.set('person', person);
    c.set('dealers', dealersOf(person, [...fleet.bySlug.keys()]));
    c.set('csrf', session.csrf);
    c.set('token', token);
    await next();
    return undefined;
  };
  return handler;
}

/**
 * The dealer a request names, when the session's role covers it and may do `permission` there.
 * A dealer outside the role's reach is "not found", the same as one that does not exist, so the
 * answer leaks nothing about other dealers; a permission the role lacks is refused as such.
 */
export function dealerFor(
  c: Context<ConsoleEnv>,
  fleet: Fleet,
  permission: Permission,
): { site: FleetSite } | { refusal: Response } {
  const slug = c.req.param('slug') ?? '';
  const site = fleet.bySlug.get(slug);
  if (!site || !c.get('dealers').includes(slug)) return { refusal: c.json({ success: false, error: NOT_FOUND }, 404) };
  if (!may(c.get('person').role, permission)) return { refusal: c.json({ success: false, error: NOT_ALLOWED }, 403) };
  return { site };
}
