import { join } from 'node:path';
import { buildEnv } from './env/load.ts';
import { formatDealerIssue } from './formatIssues.ts';
import { loadDealer, type Dealer } from './loadDealer.ts';

let cached: Dealer | undefined;

/** The dealer this build is for (DEALER_SLUG, set by scripts/build.ts for each build process). */
export function currentDealer(): Dealer {
  if (cached) return cached;
  const env = buildEnv();
  const slug = env.DEALER_SLUG;
  if (!slug) throw new Error('DEALER_SLUG is not set: build dealer sites with `npm run build -- --dealer=<slug>`.');
  const result = loadDealer(join(env.DEALERS_DIR, slug), slug);
  if (!result.ok) throw new Error(result.issues.map(formatDealerIssue).join('\n'));
  cached = result.dealer;
  return cached;
}
