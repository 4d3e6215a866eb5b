import { describe, expect, it } from 'vitest';
import { reportHtml } from '../../scripts/lib/fleetReport.ts';
import { formatVital, vitalsReportRows, vitalsTable } from '../../scripts/lib/vitalsReport.ts';

const sites = [
  { slug: 'hobart-toyota', websiteId: 2 },
  { slug: 'adelaide-nissan', websiteId: 5 },
];

describe('the morning report’s field vitals table', () => {
  const rows = vitalsReportRows(
    [
      { websiteId: 2, page: 'search', views: 40, p75: { lcp: 2600, inp: 150, cls: 0.3, ttfb: 700 } },
      { websiteId: 5, page: 'car', views: 12, p75: { lcp: 1800, inp: null, cls: 0.01, ttfb: 400 } },
      { websiteId: 99, page: 'home', views: 3, p75: { lcp: 1, inp: 1, cls: 0, ttfb: 1 } },
    ],
    sites,
  );

  it('names dealers by slug, drops sites no longer in the fleet and sorts by dealer', () => {
    expect(rows.map((r) => `${r.slug}/${r.page}`)).toEqual(['adelaide-nissan/car', 'hobart-toyota/search']);
  });

  it('shows p75 in the metric’s unit, each cell rated against the good threshold', () => {
    expect(formatVital('lcp', 2600)).toBe('2.60 s');
    expect(formatVital('inp', 150)).toBe('150 ms');
    expect(formatVital('cls', 0.3)).toBe('0.30');
    expect(formatVital('inp', null)).toBe('—');
    const html = vitalsTable(rows);
    expect(html).toContain('Good at p75: LCP 2.50 s, INP 200 ms, CLS 0.10, TTFB 0.80 s');
    expect(html).toContain(
      '<tr><td>hobart-toyota</td><td>search</td><td>40</td><td class="vital-needs-improvement">2.60 s</td><td class="vital-good">150 ms</td><td class="vital-poor">0.30</td><td class="vital-good">0.70 s</td></tr>',
    );
    expect(html).toContain('<td class="vital-none">—</td>');
    expect(vitalsTable([])).toContain('No field data yet.');
  });

  it('appears in the report page only when the lead store was read', () => {
    expect(reportHtml({ generatedAt: '', rows: [] })).not.toContain('Field Core Web Vitals');
    expect(reportHtml({ generatedAt: '', rows: [], vitals: rows })).toContain(
      'Field Core Web Vitals, p75 of the last 28 days',
    );
  });
});
