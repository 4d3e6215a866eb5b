import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';

/** The header a later step of a lead or valuation carries its secret in. */
export const STEP_SECRET_HEADER = 'X-Lead-Secret';

export type StepKind = 'lead' | 'valuation';

/**
 * Per-lead secrets: the first answer for a lead or a valuation carries a secret
 * the browser keeps with it, and every later step (PATCH) must send it back. The secret is an HMAC
 * of the id under the server secret, so nothing is stored: a stolen store gives no secret, a replayed
 * first answer gives the same one, and knowing a lead id is not enough to change the lead.
 */
export function stepSecrets(serverSecret: Buffer) {
  // A key object made once: Node checks a Buffer key's type anew at every HMAC, at 25 µs a lead.
  const key = createSecretKey(serverSecret);
  const of = (kind: StepKind, id: string) =>
    createHmac('sha256', key).update(`step-secret:${kind}:${id}`).digest('base64url');
  return {
    of,
    /** True when `given` is the secret of this lead or valuation (constant time). */
    matches(kind: StepKind, id: string, given: string | undefined): boolean {
      if (given === undefined) return false;
      const expected = Buffer.from(of(kind, id));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

/** The refusal of a later step without its lead's secret. */
export const MISSING_SECRET = { status: 403, body: { success: false, error: "This step needs the lead's secret." } };
