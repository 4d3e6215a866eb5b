import { resolve } from 'node:path';
import { Counter, Gauge, Registry, type Metric } from 'prom-client';
import { SIGN_IN_CHANNEL } from '../storage/channels.ts';
import type { SqlDriver, SqlValue } from '../storage/driver.ts';
import { fleetFileMetrics, type FleetFiles } from './fleetFiles.ts';
import { reservationMetrics } from './reservationMetrics.ts';
import { ACCEPT_BUCKETS_S, bucketColumns, histogramSamples, type AcceptCounts } from './rules.ts';

/**
 * The lead API's and the delivery worker's metrics, read from the shared store at each scrape, so
 * every instance and worker reports the same fleet-wide figures whatever process did the work
 * (Prometheus keeps one series per dealer; aggregate instances with max). Counters follow the
 * store's counts: a process's first scrape adds what the store held before it started.
 */
export function storeMetrics(db: SqlDriver, dealerOf: (websiteId: number) => string, files?: FleetFiles): Registry {
  const registry = new Registry();
  if (files) fleetFileMetrics(registry, files);
  const rows = (sql: string, params: readonly SqlValue[] = []) => db.all(sql, params);
  /** Lead deliveries only: the sign-in codes' channel, bound from the channel registry. */
  const leadJobs = [SIGN_IN_CHANNEL];

  const seen = new Map<string, number>();
  new Counter({
    name: 'lead_api_leads_received_total',
    help: 'Leads stored, by dealer and form.',
    labelNames: ['dealer', 'form'],
    registers: [registry],
    async collect() {
      for (const r of await rows('SELECT website_id, form, count(*) AS n FROM leads GROUP BY website_id, form')) {
        const labels = { dealer: dealerOf(Number(r.website_id)), form: String(r.form) };
        const key = `${labels.dealer}\u0000${labels.form}`;
        const delta = Number(r.n) - (seen.get(key) ?? 0);
        if (delta > 0) this.inc(labels, delta);
        seen.set(key, Number(r.n));
      }
    },
  });

  new Gauge({
    name: 'lead_deliveries',
    help: 'Lead deliveries by state (queued, sending, retrying, sent, dead) and channel.',
    labelNames: ['dealer', 'state', 'channel'],
    registers: [registry],
    async collect() {
      const sql = `SELECT website_id, status, channel, count(*) AS n FROM deliveries WHERE channel != ? GROUP BY website_id, status, channel`;
      const found = await rows(sql, leadJobs);
      this.reset();
      for (const r of found) {
        this.set(
          { dealer: dealerOf(Number(r.website_id)), state: String(r.status), channel: String(r.channel) },
          Number(r.n),
        );
      }
    },
  });

  new Gauge({
    name: 'lead_deliveries_dead',
    help: 'Lead deliveries given up (someone must act: npm run deliveries), by dealer.',
    labelNames: ['dealer'],
    registers: [registry],
    async collect() {
      const sql = `SELECT website_id, count(*) AS n FROM deliveries WHERE status = 'dead' AND channel != ? GROUP BY website_id`;
      const found = await rows(sql, leadJobs);
      this.reset();
      for (const r of found) this.set({ dealer: dealerOf(Number(r.website_id)) }, Number(r.n));
    },
  });

  const accept = 'lead_delivery_accept_seconds';
  const histogram = {
    name: accept,
    help: 'Seconds from a lead being stored (201) to its receiver accepting it, by channel.',
    type: 'histogram',
    aggregator: 'max',
    collect: () => undefined,
    get: async () => {
      const sql = `SELECT channel, count(*) AS n, SUM(sent_at - queued_at) AS sum_ms, ${bucketColumns()}
        FROM deliveries WHERE status = 'sent' AND channel != ? GROUP BY channel`;
      const counts: AcceptCounts[] = (await rows(sql, leadJobs)).map((r) => ({
        channel: String(r.channel),
        count: Number(r.n),
        sumSeconds: Number(r.sum_ms ?? 0) / 1000,
        atMost: ACCEPT_BUCKETS_S.map((_, i) => Number(r[`b${i}`] ?? 0)),
      }));
      return { ...histogram, values: histogramSamples(accept, counts) };
    },
  };
  // prom-client formats any metric object with get(); the buckets come from the store, not observe().
  registry.registerMetric(histogram as unknown as Metric);
  reservationMetrics(registry, db, dealerOf);
  return registry;
}

/** The batch jobs' record folders named by the environment (server/env/schema.ts), made absolute. */
export const metricsFiles = (env: {
  METRICS_STOCK_DIR: string;
  METRICS_DIST_DIR: string;
  METRICS_DEPLOY_ROOT?: string | undefined;
}): FleetFiles => ({
  stockDir: resolve(env.METRICS_STOCK_DIR),
  distDir: resolve(env.METRICS_DIST_DIR),
  deployRoot: env.METRICS_DEPLOY_ROOT === undefined ? undefined : resolve(env.METRICS_DEPLOY_ROOT),
});
