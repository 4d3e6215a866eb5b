import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readVerifyRows, recordVerify, verifyTable } from '../../scripts/lib/verifyReport.ts';

describe("the morning report's incremental build checks", () => {
  it('keeps each dealer’s last check, those that differed first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'verify-report-'));
    const at = '2026-11-29T02:10:00.000Z';
    recordVerify(dir, { slug: 'adelaide-nissan', checkedAt: at, pages: 12, differences: [] });
    recordVerify(dir, { slug: 'hobart-toyota', checkedAt: at, pages: 7, differences: ['careers/index.html'] });
    recordVerify(dir, { slug: 'adelaide-nissan', checkedAt: at, pages: 30, differences: [] });
    const rows = readVerifyRows(dir);
    expect(rows.map((r) => [r.slug, r.pages])).toEqual([
      ['hobart-toyota', 7],
      ['adelaide-nissan', 30],
    ]);
    expect(verifyTable(rows)).toContain(
      '<tr class="failed"><td>hobart-toyota</td><td>2026-11-29 02:10</td><td>7</td><td>incremental build differs from a whole build in 1 file: careers/index.html (the whole build went live)</td></tr>',
    );
    expect(verifyTable(rows)).toContain(
      '<tr class="built"><td>adelaide-nissan</td><td>2026-11-29 02:10</td><td>30</td><td>same files and bytes as a whole build</td></tr>',
    );
  });

  it('has no rows before any check', () => {
    expect(readVerifyRows(mkdtempSync(join(tmpdir(), 'verify-report-')))).toEqual([]);
  });
});
