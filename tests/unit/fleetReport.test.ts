import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  mergeRows,
  reportHtml,
  writeFleetReport,
  type FleetReport,
  type ReportRow,
} from '../../scripts/lib/fleetReport.ts';

const row = (slug: string, overrides: Partial<ReportRow> = {}): ReportRow => ({
  slug,
  status: 'built',
  pages: 100,
  seconds: 10,
  bytes: 2_097_152,
  peakRssMb: 400,
  reason: '',
  builtAt: '2026-11-21T02:00:00.000Z',
  budgets: { car: { pages: 90, maxJsGzip: 41_234, maxHtmlGzip: 9_000 } },
  violations: [],
  ...overrides,
});

describe('the morning report', () => {
  it('shows the dealer console’s JavaScript against its budget, in red once over', () => {
    const page = (jsGzip: number) =>
      reportHtml({ generatedAt: '2026-11-21T02:10:00.000Z', rows: [row('a')], console: { jsGzip, budget: 80_000 } });
    expect(page(76_052)).toContain('<p>Dealer console: 76.1 KB JavaScript (gzip) of its 80.0 KB budget.</p>');
    expect(page(80_001)).toContain('<p class="stale">Dealer console: 80.0 KB JavaScript (gzip)');
  });

  it('keeps the other dealers when one dealer is rebuilt', () => {
    const merged = mergeRows([row('b'), row('a', { seconds: 5 })], [row('a', { seconds: 7 })]);
    expect(merged.map((r) => [r.slug, r.seconds])).toEqual([
      ['a', 7],
      ['b', 10],
    ]);
  });

  it('shows a failed dealer with its escaped reason, its figures and a bar per dealer', () => {
    const html = reportHtml({
      generatedAt: '2026-11-21T02:10:00.000Z',
      rows: [row('good'), row('broken', { status: 'failed', reason: 'title <b> missing', pages: 0, seconds: 2 })],
    });
    expect(html).toContain('2 dealers, 1 failed or invalid, 0 over a budget');
    expect(html).toContain('<td>title &lt;b&gt; missing</td>');
    expect(html).toContain('<td>41.2</td>');
    expect(html.match(/<rect /g)).toHaveLength(2);
  });

  it('writes index.html and report.json under _report, merging with the last run', () => {
    const out = mkdtempSync(join(tmpdir(), 'report-'));
    writeFleetReport(out, [row('a'), row('b')], new Date('2026-11-20T02:00:00Z'));
    writeFleetReport(out, [row('b', { status: 'failed', reason: 'boom' })], new Date());
    const saved = JSON.parse(readFileSync(join(out, '_report', 'report.json'), 'utf8')) as FleetReport;
    expect(saved.rows.map((r) => `${r.slug}:${r.status}`)).toEqual(['a:built', 'b:failed']);
    expect(readFileSync(join(out, '_report', 'index.html'), 'utf8')).toContain('<td>boom</td>');
  });
});
