/**
 * Pure rules of the Prometheus metrics: the 201 → accepted latency buckets and how the store's
 * per-bucket counts become a histogram's samples (cumulative `le` buckets, `+Inf`, sum, count).
 */

/** Seconds from a lead's 201 to the receiver's acceptance, bucket bounds (the goal is 2 s at p99). */
export const ACCEPT_BUCKETS_S = [0.25, 0.5, 1, 2, 5, 15, 60, 300, 3600] as const;

/** One channel's sent deliveries as the store counts them: how many took at most each bound. */
export interface AcceptCounts {
  channel: string;
  count: number;
  sumSeconds: number;
  /** Cumulative: atMost[i] deliveries took <= ACCEPT_BUCKETS_S[i] seconds. */
  atMost: number[];
}

export interface Sample {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

export function histogramSamples(name: string, rows: readonly AcceptCounts[]): Sample[] {
  return rows.flatMap((row) => [
    ...ACCEPT_BUCKETS_S.map((le, i) => ({
      metricName: `${name}_bucket`,
      labels: { channel: row.channel, le },
      value: row.atMost[i] ?? 0,
    })),
    { metricName: `${name}_bucket`, labels: { channel: row.channel, le: '+Inf' }, value: row.count },
    { metricName: `${name}_sum`, labels: { channel: row.channel }, value: row.sumSeconds },
    { metricName: `${name}_count`, labels: { channel: row.channel }, value: row.count },
  ]);
}

/** SQL columns counting sent deliveries at or under each bound (milliseconds from queue to acceptance). */
export const bucketColumns = (): string =>
  ACCEPT_BUCKETS_S.map((s, i) => `SUM(CASE WHEN sent_at - queued_at <= ${s * 1000} THEN 1 ELSE 0 END) AS b${i}`).join(
    ', ',
  );

/** The metrics endpoint's bearer check: a configured token of 16+ characters, compared whole. */
export function metricsAccess(token: string | undefined, header: string | undefined): 'off' | 'denied' | 'ok' {
  if (token === undefined || token === '') return 'off';
  return header === `Bearer ${token}` ? 'ok' : 'denied';
}
