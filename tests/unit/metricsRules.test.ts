import { describe, expect, it } from 'vitest';
import { ACCEPT_BUCKETS_S, bucketColumns, histogramSamples, metricsAccess } from '../../server/metrics/rules.ts';

describe('metrics rules', () => {
  it('turns per-bound counts into cumulative buckets, +Inf, sum and count', () => {
    const atMost = ACCEPT_BUCKETS_S.map((_, i) => Math.min(5, i + 1));
    const samples = histogramSamples('x', [{ channel: 'email', count: 7, sumSeconds: 12.5, atMost }]);
    expect(samples.filter((s) => s.metricName === 'x_bucket').map((s) => [s.labels.le, s.value])).toEqual([
      [0.25, 1],
      [0.5, 2],
      [1, 3],
      [2, 4],
      [5, 5],
      [15, 5],
      [60, 5],
      [300, 5],
      [3600, 5],
      ['+Inf', 7],
    ]);
    expect(samples.slice(-2)).toEqual([
      { metricName: 'x_sum', labels: { channel: 'email' }, value: 12.5 },
      { metricName: 'x_count', labels: { channel: 'email' }, value: 7 },
    ]);
  });

  it('counts each bound in milliseconds in SQL', () => {
    expect(bucketColumns()).toContain('SUM(CASE WHEN sent_at - queued_at <= 2000 THEN 1 ELSE 0 END) AS b3');
  });

  it('is off without a token and opens only for the exact bearer token', () => {
    expect(metricsAccess(undefined, 'Bearer x')).toBe('off');
    expect(metricsAccess('t'.repeat(16), undefined)).toBe('denied');
    expect(metricsAccess('t'.repeat(16), `Bearer ${'t'.repeat(15)}`)).toBe('denied');
    expect(metricsAccess('t'.repeat(16), `Bearer ${'t'.repeat(16)}`)).toBe('ok');
  });
});
