import { join } from 'node:path';
import { buildEnv } from './env/load.ts';
import { formatDealerIssue } from './formatIssues.ts';
import { loadDealer, type Dealer } from './loadDealer.ts';

let cached: { dir: string; dealer: Dealer } | undefined;

/**
 * The dealer this build is for (DEALER_SLUG, set by scripts/build.ts for each build); kept while the
 * dealer folder stays, since a build worker builds several dealers one after another.
 */
export function currentDealer(): Dealer {
  const env = buildEnv();
  const slug = env.DEALER_SLUG;
  if (!slug) throw new Error('DEALER_SLUG is not set: build dealer sites with `npm run build -- --dealer=<slug>`.');
  const dir = join(env.DEALERS_DIR, slug);
  if (cached?.dir === dir) return cached.dealer;
  const result = loadDealer(dir, slug);
  if (!result.ok) throw new Error(result.issues.map(formatDealerIssue).join('\n'));
  cached = { dir, dealer: result.dealer };
  return result.dealer;
}
