import { persistentJSON } from '@nanostores/persistent';
import { computed } from 'nanostores';

/** A signed-in shopper: identified by a phone number (SPEC §6). */
export interface Session {
  phone: string;
  name?: string;
}

/** localStorage key of the session; the sign-in flow (a later issue) writes it, gated pages read it. */
export const SESSION_STORAGE_KEY = 'dealer-site:session';

export const $session = persistentJSON<Session>(SESSION_STORAGE_KEY, null);

/** Signed in means a session with a phone number. */
export const $signedIn = computed(
  $session,
  (session) => typeof session?.phone === 'string' && session.phone.length > 0,
);

export function signIn(session: Session): void {
  $session.set(session);
}

export function signOut(): void {
  $session.set(null);
}

export type GatedType = 'watchlist' | 'trade-in' | 'checkout' | 'finance';

/** SPEC §2 sign-in URL: /sign-in?type=…&redirect={target}&back={previous page}. */
export function signInHref(type: GatedType, redirect: string, back: string): string {
  const query = new URLSearchParams({ type, redirect, back });
  return `/sign-in?${query.toString()}`;
}
