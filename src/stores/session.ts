import { computed } from 'nanostores';
import { versionedAtom, type Schema, type VersionedSpec } from './versioned.ts';

/** A signed-in shopper: identified by a phone number (SPEC §6); the token authorises watchlist calls. */
export interface Session {
  phone: string;
  name?: string;
  token?: string;
  expiresAt?: string;
}

/** localStorage key of the session (the checkout gate and the sign-in page share it). */
export const SESSION_STORAGE_KEY = 'dealer-site:session';

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

const sessionSchema: Schema<Session> = (value) => {
  const s = value as Partial<Record<keyof Session, unknown>> | null;
  if (!s || typeof s !== 'object' || typeof s.phone !== 'string' || s.phone.length === 0) return undefined;
  if (!optionalString(s.name) || !optionalString(s.token) || !optionalString(s.expiresAt)) return undefined;
  const session: Session = { phone: s.phone };
  if (typeof s.name === 'string') session.name = s.name;
  if (typeof s.token === 'string') session.token = s.token;
  if (typeof s.expiresAt === 'string') session.expiresAt = s.expiresAt;
  return session;
};

export const SESSION_SPEC: VersionedSpec<Session | null> = {
  key: SESSION_STORAGE_KEY,
  version: 1,
  schema: sessionSchema,
  migrate: sessionSchema, // the first release stored the bare {phone, name?} object
};

export const $session = versionedAtom<Session | null>(SESSION_SPEC, null);

/** Signed in means a session with a phone number that has not expired. */
export const $signedIn = computed($session, (session) => {
  if (!session?.phone) return false;
  return !session.expiresAt || Date.parse(session.expiresAt) > Date.now();
});

export function signIn(session: Session): void {
  $session.set(session);
}

export function signOut(): void {
  $session.set(null);
}

export type GatedType = 'watchlist' | 'trade-in' | 'checkout' | 'finance';
export const GATED_TYPES: readonly GatedType[] = ['watchlist', 'trade-in', 'checkout', 'finance'];

/** SPEC §2 sign-in URL: /sign-in?type=…&redirect={target}&back={previous page}. */
export function signInHref(type: GatedType, redirect: string, back: string): string {
  const query = new URLSearchParams({ type, redirect, back });
  return `/sign-in?${query.toString()}`;
}

/**
 * Only same-site paths are followed after sign-in (an open redirect would hand the session's page to anyone).
 * Same-site is decided the way the browser will read the value: it is resolved with the WHATWG URL parser
 * against this origin (which strips tabs and newlines, trims C0 controls and spaces, and reads `\` as `/`)
 * and kept only if the origin is unchanged; the answer is the resolved path, never the raw text. Anything
 * that is not a plain path (no leading `/`, a scheme, a host) falls back.
 */
export function safeLocalPath(value: string | null, fallback = '/', origin = currentOrigin()): string {
  if (!value?.startsWith('/') || value !== value.trim()) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (resolved.origin !== new URL(origin).origin) return fallback;
  if (value.startsWith('//') || hasStrippedOrBackslash(value)) return fallback;
  return resolved.pathname + resolved.search + resolved.hash;
}

/** Characters a URL parser drops, trims or rewrites (C0 controls, DEL, backslash): never part of a plain path. */
function hasStrippedOrBackslash(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

function currentOrigin(): string {
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}
