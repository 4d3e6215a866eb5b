import { escapeMarkup } from '../../src/domain/escape.ts';
import type { PageKind } from '../../src/domain/pageKinds.ts';
import { GOOD_LIMIT, VITAL_METRICS, vitalRating, type VitalMetric } from '../../src/domain/vitals.ts';
import type { VitalsRow } from '../../server/vitals/vitalsStore.ts';
import { RETAIN_DAYS } from '../../server/vitals/rules.ts';

/** One dealer and page kind in the morning report: field p75 of each vital over the kept days. */
export interface VitalsReportRow {
  slug: string;
  page: PageKind;
  views: number;
  p75: Record<VitalMetric, number | null>;
}

/** The store's rows with dealer slugs, by dealer then page kind. */
export function vitalsReportRows(
  rows: readonly VitalsRow[],
  sites: readonly { slug: string; websiteId: number }[],
): VitalsReportRow[] {
  const slugOf = new Map(sites.map((s) => [s.websiteId, s.slug]));
  return rows
    .filter((r) => slugOf.has(r.websiteId))
    .map((r) => ({ slug: slugOf.get(r.websiteId)!, page: r.page, views: r.views, p75: r.p75 }))
    .sort((a, b) => a.slug.localeCompare(b.slug) || a.page.localeCompare(b.page));
}

/** A p75 as the report shows it: seconds for LCP and TTFB, milliseconds for INP, CLS bare. */
export function formatVital(metric: VitalMetric, value: number | null): string {
  if (value === null) return '—';
  if (metric === 'cls') return value.toFixed(2);
  return metric === 'inp' ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;
}

const LIMITS = `LCP ${formatVital('lcp', GOOD_LIMIT.lcp)}, INP ${formatVital('inp', GOOD_LIMIT.inp)}, CLS ${formatVital('cls', GOOD_LIMIT.cls)}, TTFB ${formatVital('ttfb', GOOD_LIMIT.ttfb)}`;

/** The report's field vitals section: p75 per dealer and page kind, each cell rated against "good". */
export function vitalsTable(rows: readonly VitalsReportRow[]): string {
  const body = rows
    .map((r) => {
      const cells = VITAL_METRICS.map((metric) => {
        const value = r.p75[metric];
        const rating = value === null ? 'none' : vitalRating(metric, value).replace(' ', '-');
        return `<td class="vital-${rating}">${formatVital(metric, value)}</td>`;
      });
      return `<tr><td>${escapeMarkup(r.slug)}</td><td>${r.page}</td><td>${r.views}</td>${cells.join('')}</tr>`;
    })
    .join('\n');
  return `<h2>Field Core Web Vitals, p75 of the last ${RETAIN_DAYS} days</h2>
<p>Measured in shoppers' browsers (sampled page views). Good at p75: ${LIMITS}; amber needs improvement, red is poor.</p>
<table>
<thead><tr><th>dealer</th><th>page kind</th><th>page views</th><th>LCP</th><th>INP</th><th>CLS</th><th>TTFB</th></tr></thead>
<tbody>${body || '<tr><td colspan="7">No field data yet.</td></tr>'}</tbody>
</table>`;
}
