/**
 * The proof-of-work challenge that stands in for a refusal at the sign-in limits: the pure rules.
 * A challenge is ALTCHA's: find the number n ≤ maxnumber with SHA-256(salt + n) = challenge. Its salt
 * carries what it was issued for (the action, the dealer, the number's hash) and when it expires, and
 * the server's HMAC signature covers the salt, so a solution is good for that one request only.
 */
export const CHALLENGE = {
  /** About a second of a phone's or laptop's Web Crypto on average (half of it hashed); the server checks one hash. */
  maxNumber: 50_000,
  lifetimeSeconds: 300,
  algorithm: 'SHA-256',
} as const;

export type ChallengeAction = 'send' | 'verify';

/** The request a challenge is issued for and may be spent on. */
export interface ChallengeBinding {
  action: ChallengeAction;
  websiteId: number;
  /** The keyed hash of the phone number (server/signInLedger.ts), never the number itself. */
  phoneHash: string;
}

/** A solved challenge as the browser sends it (base64 of this JSON, the way ALTCHA's widget does). */
export interface ChallengePayload {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** The parameters a challenge's salt carries for its binding (the expiry is added beside them). */
export const bindingParams = (binding: ChallengeBinding): Record<string, string> => ({
  action: binding.action,
  site: String(binding.websiteId),
  phone: binding.phoneHash.slice(0, 32),
});

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/** The solution the request carries, or null when it is not one (not base64 JSON, a field missing or odd). */
export function readPayload(text: string): ChallengePayload | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const p = value as Record<string, unknown>;
  const ok =
    isText(p.algorithm, 16) &&
    isText(p.challenge, 128) &&
    isText(p.salt, 400) &&
    isText(p.signature, 128) &&
    Number.isInteger(p.number);
  return ok ? (p as unknown as ChallengePayload) : null;
}

/**
 * Why a signed challenge's solution cannot be spent on this request, or null when it can: another
 * algorithm, a number out of range, expired, or issued for another action, dealer or number.
 */
export function bindingProblem(
  payload: ChallengePayload,
  params: Record<string, string>,
  expected: ChallengeBinding,
  nowMs: number,
): 'algorithm' | 'number' | 'expired' | 'binding' | null {
  if (payload.algorithm !== CHALLENGE.algorithm) return 'algorithm';
  if (payload.number < 0 || payload.number > CHALLENGE.maxNumber) return 'number';
  const expires = Number(params.expires) * 1000;
  if (!Number.isFinite(expires) || expires < nowMs) return 'expired';
  const want = bindingParams(expected);
  const same = Object.entries(want).every(([key, value]) => params[key] === value);
  return same ? null : 'binding';
}
