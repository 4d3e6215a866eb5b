import { createHash } from 'node:crypto';

/** A challenge as the lead API hands it out (ALTCHA's shape). */
interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/**
 * Solves a sign-in challenge the way any client may: SHA-256(salt + n) for n from 0 until it matches,
 * written here with node:crypto apart from the product's code, and returns the base64 JSON the API takes.
 */
export function solveChallenge(value: unknown): string {
  const c = value as Challenge;
  if (c.algorithm !== 'SHA-256') throw new Error(`unexpected algorithm ${c.algorithm}`);
  for (let n = 0; n <= c.maxnumber; n += 1) {
    if (createHash('sha256').update(`${c.salt}${n}`).digest('hex') === c.challenge) {
      const payload = {
        algorithm: c.algorithm,
        challenge: c.challenge,
        number: n,
        salt: c.salt,
        signature: c.signature,
      };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error(`no solution up to ${c.maxnumber}`);
}
