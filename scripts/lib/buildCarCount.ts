import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentDealer } from '../../src/config/currentDealer.ts';
import { engineSearch } from '../../src/search/engineSearch.ts';
import { publicSearchConfig } from '../../src/search/publicSearchConfig.ts';
import { searchCountFilter } from '../../src/search/stockQueries.ts';
import { CAR_COUNT_FILE, countByStatus, type CarCount } from '../deploy/carCount.ts';

/**
 * Counts the dealer's cars with the build's own tenant token (so the same base filter as its pages)
 * and writes them beside the pages, where the build report and the deploy read them.
 */
export async function writeCarCount(site: string): Promise<CarCount> {
  const config = publicSearchConfig();
  const filter = searchCountFilter();
  const [byStatus, shown] = await Promise.all([
    engineSearch(config, { limit: 0, facets: ['status'] }),
    engineSearch(config, { limit: 0, ...(filter ? { filter } : {}) }),
  ]);
  const count = countByStatus(byStatus.facetDistribution.status ?? {}, shown.estimatedTotalHits);
  // The dealer's removal limit goes with it: the report judges the build by the config it was built with.
  const { maxRemovalPercent } = currentDealer().config.flags.feed;
  writeFileSync(join(site, CAR_COUNT_FILE), `${JSON.stringify({ ...count, maxRemovalPercent })}\n`);
  return count;
}
