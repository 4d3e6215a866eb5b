import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeMarkup } from '../../src/domain/escape.ts';
import { differenceLine } from '../incremental/changedLine.ts';

/**
 * One dealer's last proof that its incremental build equals a whole build (`build --changed
 * --verify`, which the nightly job runs before its full build): kept beside the morning report, so a
 * difference stays visible after the full build that follows has replaced the site.
 */
export interface VerifyRow {
  slug: string;
  checkedAt: string;
  /** Pages the incremental build rendered. */
  pages: number;
  /** Files that differ from the whole build (empty: the same files and bytes). */
  differences: string[];
}

const VERIFIED = 'verified';

export function recordVerify(reportDir: string, row: VerifyRow): void {
  mkdirSync(join(reportDir, VERIFIED), { recursive: true });
  writeFileSync(join(reportDir, VERIFIED, `${row.slug}.json`), JSON.stringify(row));
}

/** Every dealer's last check, those that differed first. */
export function readVerifyRows(reportDir: string): VerifyRow[] {
  const dir = join(reportDir, VERIFIED);
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  return files
    .map((file) => JSON.parse(readFileSync(join(reportDir, VERIFIED, file), 'utf8')) as VerifyRow)
    .sort(
      (a, b) => Number(b.differences.length > 0) - Number(a.differences.length > 0) || a.slug.localeCompare(b.slug),
    );
}

/** The report's table of checks: a dealer whose incremental build differed is marked. */
export function verifyTable(rows: readonly VerifyRow[]): string {
  const body = rows
    .map((r) => {
      const result =
        r.differences.length === 0
          ? 'same files and bytes as a whole build'
          : `${differenceLine(r.differences)} (the whole build went live)`;
      const cells = [escapeMarkup(r.slug), r.checkedAt.slice(0, 16).replace('T', ' '), r.pages, escapeMarkup(result)];
      return `<tr class="${r.differences.length > 0 ? 'failed' : 'built'}">${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
    })
    .join('\n');
  return `<h2>Incremental builds checked against whole builds</h2>
<table>
<thead><tr><th>dealer</th><th>checked at (UTC)</th><th>pages rendered</th><th>result</th></tr></thead>
<tbody>${body}</tbody>
</table>`;
}
