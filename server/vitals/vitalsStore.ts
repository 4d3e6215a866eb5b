import type { PageKind } from '../../src/domain/pageKinds.ts';
import { VITAL_METRICS, type VitalMetric } from '../../src/domain/vitals.ts';
import type { LeadStore } from '../store.ts';
import { bucketOf, dayOf, firstKeptDay, p75, type VitalsBeacon } from './rules.ts';

/** The row counting beacons (page views measured), beside the metric rows. */
const VIEWS = 'views';

/** One dealer's p75 per page kind over the kept days, with how many page views it rests on. */
export interface VitalsRow {
  websiteId: number;
  page: PageKind;
  views: number;
  p75: Record<VitalMetric, number | null>;
}

/** Field vitals as day × dealer × page kind × metric × bucket counts in the lead store (bounded). */
export class VitalsStore {
  private pruned = '';
  private readonly store: LeadStore;

  constructor(store: LeadStore) {
    this.store = store;
  }

  /** Counts one beacon; the first write of a day drops days older than the kept window. */
  record(beacon: VitalsBeacon, at: Date): Promise<void> {
    const day = dayOf(at);
    const { driver } = this.store;
    // Every sampled page view writes here: one statement per cell, prepared once by the engine.
    const add = (metric: string, bucket: number) =>
      driver.run(
        `INSERT INTO vitals (website_id, day, page, metric, bucket, count) VALUES (?, ?, ?, ?, ?, 1)
         ON CONFLICT (website_id, day, page, metric, bucket) DO UPDATE SET count = vitals.count + 1`,
        [beacon.website_id, day, beacon.page, metric, bucket],
      );
    return this.store.write(async () => {
      if (this.pruned !== day) {
        await driver.run('DELETE FROM vitals WHERE day < ?', [firstKeptDay(at)]);
        this.pruned = day;
      }
      await add(VIEWS, 0);
      for (const metric of VITAL_METRICS) {
        const value = beacon[metric];
        if (value !== undefined) await add(metric, bucketOf(metric, value));
      }
    });
  }

  /** p75 per dealer and page kind over the kept window ending at `at` (every instance's beacons). */
  async summary(at: Date, websiteId?: number): Promise<VitalsRow[]> {
    const rows = (
      await this.store.driver.all(
        `SELECT website_id, page, metric, bucket, SUM(count) AS count FROM vitals
         WHERE day >= ? ${websiteId === undefined ? '' : 'AND website_id = ?'}
         GROUP BY website_id, page, metric, bucket ORDER BY website_id, page`,
        websiteId === undefined ? [firstKeptDay(at)] : [firstKeptDay(at), websiteId],
      )
    ).map((r) => ({
      website_id: Number(r.website_id),
      page: String(r.page) as PageKind,
      metric: String(r.metric),
      bucket: Number(r.bucket),
      count: Number(r.count),
    }));
    const groups = new Map<string, { websiteId: number; page: PageKind; cells: typeof rows }>();
    for (const row of rows) {
      const key = `${row.website_id}/${row.page}`;
      const group = groups.get(key) ?? { websiteId: row.website_id, page: row.page, cells: [] };
      group.cells.push(row);
      groups.set(key, group);
    }
    return [...groups.values()].map(({ websiteId: id, page, cells }) => ({
      websiteId: id,
      page,
      views: cells.filter((c) => c.metric === VIEWS).reduce((sum, c) => sum + c.count, 0),
      p75: Object.fromEntries(
        VITAL_METRICS.map((metric) => [
          metric,
          p75(
            metric,
            cells.filter((c) => c.metric === metric),
          ),
        ]),
      ) as Record<VitalMetric, number | null>,
    }));
  }
}
