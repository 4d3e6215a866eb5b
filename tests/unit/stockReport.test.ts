import { describe, expect, it } from 'vitest';
import { importRecord, stockRow, stockTable, type ImportCounts } from '../../scripts/lib/stockReport.ts';

const counts: ImportCounts = { added: 0, updated: 1, unchanged: 22, sold: 1, removed: 0, invalid: 3, kept: 1 };
const T0 = new Date('2026-11-24T06:00:00Z');
const hours = (h: number) => new Date(T0.getTime() + h * 3_600_000);
const KEPT = 'row 4 price: expected a number, found "POA" (car 1060004 kept from the last good import)';

describe('the stock part of the morning report', () => {
  const good = importRecord(null, 'hobart-toyota', T0, 26, {
    kind: 'imported',
    counts,
    errors: [KEPT, 'row 9 year: expected a whole number, found "new"'],
    liveCars: 21,
  });

  it('records an applied import with its counts, reasons and live cars', () => {
    expect(good).toEqual({
      slug: 'hobart-toyota',
      at: T0.toISOString(),
      outcome: 'imported',
      lastGoodAt: T0.toISOString(),
      maxAgeHours: 26,
      counts,
      problems: [KEPT, 'row 9 year: expected a whole number, found "new"'],
      liveCars: 21,
    });
  });

  it('keeps only the counts of a whole import summary', () => {
    const summary = { ...counts, errors: [KEPT], documentsSent: 5, fingerprint: 'f', refused: null, seconds: 1 };
    const record = importRecord(null, 'hobart-toyota', T0, 26, {
      kind: 'imported',
      counts: summary,
      errors: [],
      liveCars: 21,
    });
    expect(record.counts).toEqual(counts);
  });

  it('a failed or refused import keeps the last good figures, and the feed ages from the last good import', () => {
    const failed = importRecord(good, 'hobart-toyota', hours(20), 26, {
      kind: 'failed',
      message: 'feed.csv: empty file',
    });
    expect(failed).toMatchObject({ outcome: 'failed', lastGoodAt: T0.toISOString(), counts, liveCars: 21 });
    expect(failed.problems).toEqual(['feed.csv: empty file']);
    expect(stockRow(failed, hours(26), 24)).toMatchObject({ feedAgeHours: 26, stale: false, builtCars: 24 });
    expect(stockRow(failed, hours(26.5), 24)).toMatchObject({ feedAgeHours: 26.5, stale: true });
    const never = importRecord(null, 'new-dealer', T0, 26, { kind: 'refused', message: 'refused: …' });
    expect(stockRow(never, T0, null)).toMatchObject({ feedAgeHours: null, stale: true, counts: null });
  });

  it('renders live cars, changes, kept and skipped rows with the first reason, and a stale feed in red', () => {
    const html = stockTable([stockRow(good, hours(2), 23), stockRow(good, hours(30), 23)]);
    const [fresh, stale] = html.split('</tr>').filter((row) => row.includes('hobart-toyota'));
    const cells = (row: string) => [...row.matchAll(/<td>(.*?)<\/td>/g)].map((m) => m[1]);
    expect(cells(fresh!)).toEqual([
      'hobart-toyota',
      '21',
      '—',
      '0',
      '1',
      '1',
      '0',
      '1',
      '2',
      'row 4 price: expected a number, found &quot;POA&quot; (car 1060004 kept from the last good import) (+1)',
      'imported',
      '<span class="fresh">2.0 h</span>',
      '23',
    ]);
    expect(fresh).toContain('<tr class="built">');
    expect(stale).toContain('<tr class="failed">');
    expect(cells(stale!)[11]).toBe('<span class="stale">30.0 h</span>');
  });

  it("shows each import's spread by car type and location, one bucket holding every car marked (all)", () => {
    const spread = { carType: { used: 62 }, location: { Glenorchy: 22, 'Hobart & Co': 40 } };
    const record = importRecord(null, 'hobart-toyota', T0, 26, {
      kind: 'imported',
      counts: { ...counts, spread },
      errors: [],
      liveCars: 62,
    });
    expect(record.counts?.spread).toEqual(spread);
    const row = stockTable([stockRow(record, hours(1), 62)]);
    expect(row).toContain('<th>by car type, by location</th>');
    expect(row).toContain('<td>used 62 (all)<br>Hobart &amp; Co 40 · Glenorchy 22</td>');
    const mixed = {
      ...record,
      counts: { ...counts, spread: { carType: { new: 19, used: 40, demo: 3 }, location: {} } },
    };
    expect(stockTable([stockRow(mixed, hours(1), 62)])).toContain('<td>used 40 · new 19 · demo 3<br>—</td>');
  });
});
