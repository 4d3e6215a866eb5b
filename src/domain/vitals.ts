/**
 * Field Core Web Vitals: what the beacon measures (by the page kinds of pageKinds.ts), and the
 * published "good" and "poor" limits (web.dev: LCP 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25,
 * TTFB 0.8 / 1.8 s). Milliseconds for every metric but CLS, which has no unit.
 */
export const VITAL_METRICS = ['lcp', 'inp', 'cls', 'ttfb'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export const GOOD_LIMIT: Readonly<Record<VitalMetric, number>> = { lcp: 2500, inp: 200, cls: 0.1, ttfb: 800 };
export const POOR_LIMIT: Readonly<Record<VitalMetric, number>> = { lcp: 4000, inp: 500, cls: 0.25, ttfb: 1800 };

export type VitalRating = 'good' | 'needs improvement' | 'poor';

export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  if (value <= GOOD_LIMIT[metric]) return 'good';
  return value <= POOR_LIMIT[metric] ? 'needs improvement' : 'poor';
}
