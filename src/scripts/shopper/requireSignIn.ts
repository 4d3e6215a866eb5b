import { $session, $signedIn, signInHref, type GatedType } from '../../stores/session.ts';

/** The page the shopper came from on this site, else the fallback (the `back` of /sign-in). */
export function previousPage(fallback: string): string {
  const referrer = document.referrer ? new URL(document.referrer) : null;
  return referrer?.origin === window.location.origin ? referrer.pathname + referrer.search : fallback;
}

/**
 * Gated routes (SPEC §2): a signed-out shopper goes to sign-in with this page as `redirect` and the
 * previous page as `back`; returns whether the shopper may stay.
 */
export function requireSignIn(type: GatedType, fallbackBack: string, needsToken = false): boolean {
  if ($signedIn.get() && (!needsToken || $session.get()?.token)) return true;
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.replace(signInHref(type, here, previousPage(fallbackBack)));
  return false;
}
