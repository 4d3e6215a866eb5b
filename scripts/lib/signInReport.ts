import type { SqlDriver } from '../../server/storage/driver.ts';
import { escapeMarkup } from '../../src/domain/escape.ts';
import { codeRefusalsPerDealer, codeSendsPerDealer } from '../../server/signInLedger.ts';

/** One dealer's sign-in codes over the report's day: sent, and refused by a limit. */
export interface SignInRow {
  slug: string;
  sent: number;
  refused: number;
}

/** Codes sent and refused per dealer in [from, to), read from the lead store. */
export async function signInRows(
  db: SqlDriver,
  sites: readonly { slug: string; websiteId: number }[],
  from: Date,
  to: Date,
): Promise<SignInRow[]> {
  const sent = await codeSendsPerDealer(db, from, to);
  const refused = await codeRefusalsPerDealer(db, from, to);
  return sites.map((s) => ({ slug: s.slug, sent: sent.get(s.websiteId) ?? 0, refused: refused.get(s.websiteId) ?? 0 }));
}

/** The report's sign-in table; a dealer with refusals is marked (someone may be flooding its sign-in). */
export function signInTable(rows: readonly SignInRow[]): string {
  const body = rows
    .map((r) => {
      const cells = [escapeMarkup(r.slug), r.sent, r.refused].map((c) => `<td>${c}</td>`).join('');
      return `<tr class="${r.refused > 0 ? 'failed' : 'built'}">${cells}</tr>`;
    })
    .join('\n');
  return `<h2>Sign-in codes, last 24 hours</h2>
<table>
<thead><tr><th>dealer</th><th>codes sent</th><th>code requests refused</th></tr></thead>
<tbody>${body}</tbody>
</table>`;
}
