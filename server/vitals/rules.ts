import * as v from 'valibot';
import { PAGE_KINDS } from '../../src/domain/pageKinds.ts';
import { VITAL_METRICS, type VitalMetric } from '../../src/domain/vitals.ts';
import { sourceNetwork } from '../signInLimits.ts';

/**
 * Pure rules of the field vitals store: the beacon's body, the histogram buckets a value lands in,
 * and the 75th percentile read back from bucket counts. Aggregates only: a day's counts per dealer,
 * page kind, metric and bucket, kept RETAIN_DAYS.
 */
export const RETAIN_DAYS = 28;
/** The beacon is a handful of numbers; anything longer is not one. */
export const MAX_BEACON_BYTES = 512;

const ms = v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(600_000)));

/** What the beacon sends: the dealer, the kind of page and the metrics it has (no URL, no person). */
export const VitalsBeacon = v.pipe(
  v.strictObject({
    website_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
    page: v.picklist(PAGE_KINDS),
    lcp: ms,
    inp: ms,
    cls: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100))),
    ttfb: ms,
  }),
  v.check((body) => VITAL_METRICS.some((m) => body[m] !== undefined), 'at least one metric'),
);
export type VitalsBeacon = v.InferOutput<typeof VitalsBeacon>;

/**
 * The largest value a real page view reports (ms; CLS unitless). A longer one is a tab left loading or a
 * forgery, and is counted at this edge so one beacon cannot weigh more than a very slow real view.
 */
export const PLAUSIBLE_MAX: Readonly<Record<VitalMetric, number>> = { lcp: 30_000, inp: 10_000, ttfb: 30_000, cls: 5 };

/** Beacons one client may add per dealer and day: a shopper's real page views, not a flood that moves the p75. */
export const BEACONS_PER_CLIENT_DAY = 20;

/** The beacon with each metric clamped to [0, PLAUSIBLE_MAX]. */
export function clampBeacon(beacon: VitalsBeacon): VitalsBeacon {
  const out: VitalsBeacon = { ...beacon };
  for (const metric of VITAL_METRICS) {
    const value = beacon[metric];
    if (value !== undefined) out[metric] = Math.min(PLAUSIBLE_MAX[metric], Math.max(0, value));
  }
  return out;
}

/** Who a beacon's cap counts against: an IPv4 address, or an IPv6 /64 (one household's whole range). */
export function beaconClient(websiteId: number, ip: string): string {
  return `${websiteId}|${ip.includes(':') && !ip.toLowerCase().startsWith('::ffff:') ? sourceNetwork(ip) : ip}`;
}

/** Bucket width and the last bucket (values beyond it share it): 25 ms to 20 s; CLS 0.005 to 2. */
const SCALE: Readonly<Record<VitalMetric, { width: number; last: number }>> = {
  lcp: { width: 25, last: 800 },
  inp: { width: 25, last: 800 },
  ttfb: { width: 25, last: 800 },
  cls: { width: 0.005, last: 400 },
};

/** The bucket a value lands in: bucket n holds values in ((n-1)·width, n·width]. */
export function bucketOf(metric: VitalMetric, value: number): number {
  const { width, last } = SCALE[metric];
  return Math.min(last, Math.max(0, Math.ceil(value / width - 1e-9)));
}

/** The upper edge of a bucket, in the metric's unit (what a percentile in that bucket is reported as). */
export function bucketValue(metric: VitalMetric, bucket: number): number {
  return Number((bucket * SCALE[metric].width).toFixed(3));
}

/** The 75th percentile from bucket counts (the upper edge of the bucket it falls in), or null when empty. */
export function p75(metric: VitalMetric, counts: readonly { bucket: number; count: number }[]): number | null {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const { bucket, count } of [...counts].sort((a, b) => a.bucket - b.bucket)) {
    seen += count;
    if (seen >= total * 0.75) return bucketValue(metric, bucket);
  }
  return null;
}

/** The UTC day a sample belongs to, and the first day still kept on a given date. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
export const firstKeptDay = (at: Date) => dayOf(new Date(at.getTime() - (RETAIN_DAYS - 1) * 86_400_000));
