import type { StatementSync } from 'node:sqlite';
import type { PageKind } from '../../src/domain/pageKinds.ts';
import { VITAL_METRICS, type VitalMetric } from '../../src/domain/vitals.ts';
import type { LeadStore } from '../store.ts';
import { bucketOf, dayOf, firstKeptDay, p75, type VitalsBeacon } from './rules.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS vitals (
  website_id INTEGER NOT NULL, day TEXT NOT NULL, page TEXT NOT NULL, metric TEXT NOT NULL,
  bucket INTEGER NOT NULL, count INTEGER NOT NULL,
  PRIMARY KEY (website_id, day, page, metric, bucket)) WITHOUT ROWID;
`;
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
  private readonly prune: StatementSync;
  private readonly add: StatementSync;

  constructor(store: LeadStore) {
    this.store = store;
    store.db.exec(SCHEMA);
    // Prepared once: every sampled page view writes through them.
    this.prune = store.db.prepare('DELETE FROM vitals WHERE day < ?');
    this.add = store.db.prepare(
      `INSERT INTO vitals (website_id, day, page, metric, bucket, count) VALUES (?, ?, ?, ?, ?, 1)
       ON CONFLICT (website_id, day, page, metric, bucket) DO UPDATE SET count = count + 1`,
    );
  }

  /** Counts one beacon; the first write of a day drops days older than the kept window. */
  record(beacon: VitalsBeacon, at: Date): Promise<void> {
    const day = dayOf(at);
    return this.store.write(() => {
      if (this.pruned !== day) {
        this.prune.run(firstKeptDay(at));
        this.pruned = day;
      }
      const { add } = this;
      add.run(beacon.website_id, day, beacon.page, VIEWS, 0);
      for (const metric of VITAL_METRICS) {
        const value = beacon[metric];
        if (value !== undefined) add.run(beacon.website_id, day, beacon.page, metric, bucketOf(metric, value));
      }
    });
  }

  /** p75 per dealer and page kind over the kept window ending at `at`. */
  summary(at: Date, websiteId?: number): VitalsRow[] {
    const rows = this.store.db
      .prepare(
        `SELECT website_id, page, metric, bucket, SUM(count) AS count FROM vitals
         WHERE day >= ? AND (? IS NULL OR website_id = ?)
         GROUP BY website_id, page, metric, bucket ORDER BY website_id, page`,
      )
      .all(firstKeptDay(at), websiteId ?? null, websiteId ?? null) as {
      website_id: number;
      page: PageKind;
      metric: string;
      bucket: number;
      count: number;
    }[];
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
