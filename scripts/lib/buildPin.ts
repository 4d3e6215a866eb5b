import type { BuildInputs, BuildRecord } from './buildFingerprints.ts';

/**
 * What a rebuild keeps from the dealer's last good build so that the pages it did not change come
 * out byte for byte the same (pure): the clock every page is rendered at (BUILD_CLOCK) and the
 * tenant token every page carries. `build --changed` (the 15-minute sync) keeps them; a full build
 * (the nightly one) takes a new clock and a new token.
 */
export interface BuildPin {
  /** ISO time; the token was minted at this time too. */
  clock: string;
  token: string;
}

/** A kept clock is never older than this: pages rendered at yesterday's time are renewed. */
export const PIN_MAX_HOURS = 24;

/** The uid of the key a tenant token was signed with (its `apiKeyUid` claim), or null when unreadable. */
export function tokenKeyUid(token: string): string | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { apiKeyUid?: unknown };
    return typeof claims.apiKeyUid === 'string' ? claims.apiKeyUid : null;
  } catch {
    return null;
  }
}

/**
 * The last good build's clock and token when they can be kept, or why not: a token from other
 * config (its filter names the dealer's locations and search flags), from a signing key since
 * rotated, or a clock older than PIN_MAX_HOURS or than the token's renewal age.
 */
export function keptPin(
  last: BuildRecord | null,
  current: BuildInputs,
  signingKeyUid: string,
  renewal: { now: Date; renewAfterDays: number },
): BuildPin | { renew: string } {
  if (last?.clock === undefined || last.token === undefined) return { renew: 'no clock recorded' };
  if (last.config !== current.config) return { renew: 'config changed' };
  if (tokenKeyUid(last.token) !== signingKeyUid) return { renew: 'signing key changed' };
  const hours = (renewal.now.getTime() - Date.parse(last.clock)) / 3_600_000;
  if (!(hours >= 0 && hours < Math.min(PIN_MAX_HOURS, renewal.renewAfterDays * 24))) return { renew: 'clock too old' };
  return { clock: last.clock, token: last.token };
}
