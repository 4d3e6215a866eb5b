import { solveChallenge as solve } from 'altcha-lib/v1';
import { ChallengeRequired } from '../../api/shopperApi.ts';

/** What the page shows while it solves a challenge. */
export const SOLVING_MESSAGE = 'Checking this is a browser, not a bot. This takes a second or two…';

/**
 * Solves a sign-in challenge in the page with altcha-lib's solver: one Web Crypto SHA-256 at a time,
 * each awaited, so the page stays responsive and no Worker (or CSP change) is needed. Resolves to the
 * base64 JSON the lead API takes as `altcha`, or null when no number up to `maxnumber` fits.
 */
async function solveChallenge(c: ChallengeRequired['challenge']): Promise<string | null> {
  const solution = await solve(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) return null;
  const { algorithm, challenge, salt, signature } = c;
  return btoa(JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature }));
}

/**
 * Runs a sign-in call; when a limit answers with a challenge, solves it and sends the call again with
 * the solution (at most twice: a second challenge means the first solution came too late).
 */
export async function withChallenge<T>(
  call: (altcha?: string) => Promise<T>,
  solving: (on: boolean) => void,
): Promise<T> {
  let altcha: string | undefined;
  for (let round = 0; round < 2; round += 1) {
    try {
      return await call(altcha);
    } catch (error) {
      if (!(error instanceof ChallengeRequired)) throw error;
      solving(true);
      const solved = await solveChallenge(error.challenge).finally(() => {
        solving(false);
      });
      if (!solved) throw error;
      altcha = solved;
    }
  }
  return call(altcha);
}
