/**
 * Field Core Web Vitals: what the beacon measures, the page kinds it reports them by, and the
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

/** Page kinds the vitals are reported by (the templates whose budgets differ). */
export const PAGE_KINDS = ['home', 'search', 'car', 'location', 'offer', 'model', 'form', 'other'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

const FIRST_SEGMENT_KIND: Readonly<Record<string, PageKind>> = {
  search: 'search',
  cars: 'car',
  locations: 'location',
  'special-offers': 'offer',
  offers: 'offer',
  models: 'model',
  enquiry: 'form',
  finance: 'form',
  'apply-for-finance': 'form',
  'finance-enquiry': 'form',
  'trade-in': 'form',
  'sell-my-car': 'form',
  'book-test-drive': 'form',
  service: 'form',
  'contact-us': 'form',
  contact: 'form',
};

/** The kind of page at a path: no query, no personal data, one of PAGE_KINDS. */
export function pageKind(pathname: string): PageKind {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return 'home';
  // A car's own page is /cars/<slug>/; its reserve and purchase steps below it are forms.
  if (segments[0] === 'cars') return segments.length === 2 ? 'car' : 'form';
  return FIRST_SEGMENT_KIND[segments[0]!] ?? 'other';
}
