import { createHmac } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { HitCounter } from '../rateLimit.ts';
import { bindingParams, bindingProblem, CHALLENGE, readPayload, type ChallengeBinding } from './rules.ts';

/**
 * Issues and redeems proof-of-work challenges with altcha-lib. The HMAC key is derived from the API's
 * server secret; a redeemed solution is remembered by its signature for the challenge's lifetime (`spent`,
 * a counter with limit 1: in memory on SQLite, in the database on PostgreSQL), so each is spent once.
 */
export class Challenges {
  private readonly hmacKey: string;
  private readonly spent: HitCounter;

  constructor(secret: Buffer, spent: HitCounter) {
    this.hmacKey = createHmac('sha256', secret).update('sign-in challenge').digest('hex');
    this.spent = spent;
  }

  issue(binding: ChallengeBinding, now: Date): Promise<Challenge> {
    return createChallenge({
      algorithm: CHALLENGE.algorithm,
      hmacKey: this.hmacKey,
      maxnumber: CHALLENGE.maxNumber,
      expires: new Date(now.getTime() + CHALLENGE.lifetimeSeconds * 1000),
      params: bindingParams(binding),
    });
  }

  /** Whether `text` is a solution of a challenge issued for this request, unexpired and not spent before. */
  async redeem(text: string, binding: ChallengeBinding, now: Date): Promise<boolean> {
    const payload = readPayload(text);
    if (!payload) return false;
    const solution = { ...payload, algorithm: CHALLENGE.algorithm };
    if (bindingProblem(payload, extractParams(solution), binding, now.getTime())) return false;
    // The expiry was checked on the API's own clock above; altcha-lib checks the hash and the signature.
    if (!(await verifySolution(solution, this.hmacKey, false).catch(() => false))) return false;
    return (await this.spent.hit(payload.signature, now.getTime())) === 0;
  }
}
