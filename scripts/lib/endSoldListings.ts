import type { Index, Meilisearch } from 'meilisearch';
import type { Car } from '../../src/domain/car.ts';
import type { DealerConfig } from '../../src/config/dealerSchema.ts';
import { soldListingSweeps, type SoldListingSweep } from '../../src/search/soldListings.ts';
import { settle } from './stockIndex.ts';

const PAGE = 1000;

/**
 * Marks the sold cars of these dealers whose sold window has passed (src/search/soldListings.ts),
 * so public search tokens stop showing them. Partial updates: the rest of each document stays as
 * it is. Returns how many cars it marked.
 */
export async function endSoldListings(
  client: Meilisearch,
  configs: readonly DealerConfig[],
  { now = new Date(), index }: { now?: Date; index?: string } = {},
): Promise<number> {
  // `index` overrides every dealer's own index, as `npm run import -- --index` does.
  const indexOf = (config: DealerConfig) => index ?? config.search.indexUid;
  let marked = 0;
  for (const indexUid of new Set(configs.map(indexOf))) {
    const windows = configs
      .filter((config) => indexOf(config) === indexUid)
      .map((config) => ({
        dealershipSlugs: config.dealerships.map((d) => d.slug),
        days: config.flags.search.includeSoldCarsDays,
      }));
    marked += await sweepIndex(
      client.index<Car>(indexUid),
      soldListingSweeps(windows, Math.floor(now.getTime() / 1000)),
    );
  }
  return marked;
}

async function sweepIndex(index: Index<Car>, sweeps: readonly SoldListingSweep[]): Promise<number> {
  let marked = 0;
  for (const sweep of sweeps) {
    // Each pass marks what it read, so the filter's next page is the next unmarked cars.
    for (;;) {
      const { results } = await index.getDocuments<Pick<Car, 'id'>>({
        filter: sweep.filter,
        fields: ['id'],
        limit: PAGE,
      });
      if (results.length === 0) break;
      const marks: Partial<Car>[] = results.map((car) => ({ id: car.id, sold_listing_ended: true }));
      await settle(index.updateDocuments(marks, { primaryKey: 'id' }), `end ${marks.length} sold listings`);
      marked += marks.length;
      if (results.length < PAGE) break;
    }
  }
  return marked;
}
