import { join } from 'node:path';
import { formatDealerIssue } from './formatIssues.ts';
import { DEFAULT_DEALERS_DIR, loadDealer, type Dealer } from './loadDealer.ts';

let cached: Dealer | undefined;

/** The dealer this build is for (DEALER_SLUG, set by scripts/build.ts for each build process). */
export function currentDealer(): Dealer {
  if (cached) return cached;
  const slug = process.env.DEALER_SLUG;
  if (!slug) throw new Error('DEALER_SLUG is not set: build dealer sites with `npm run build -- --dealer=<slug>`.');
  const root = process.env.DEALERS_DIR ?? DEFAULT_DEALERS_DIR;
  const result = loadDealer(join(root, slug), slug);
  if (!result.ok) throw new Error(result.issues.map(formatDealerIssue).join('\n'));
  cached = result.dealer;
  return cached;
}
