import type { SqlDriver } from '../../server/storage/driver.ts';
import { escapeMarkup } from '../../src/domain/escape.ts';

/** One dealer's reservations as the morning report shows them. */
export interface ReservationRow {
  slug: string;
  /** Holds standing now. */
  held: number;
  /** Checkouts open now, and those past their end with no word from the processor yet. */
  pending: number;
  awaitingNotification: number;
  /** Over the report's day: paid, lapsed, refunded (done). */
  paid: number;
  lapsed: number;
  refunded: number;
  /** Refunds the processor refused so far (retried each pass): someone must look. */
  refundsFailing: number;
}

/** Reservation figures per dealer: now, and over [from, now). */
export async function reservationRows(
  db: SqlDriver,
  sites: readonly { slug: string; websiteId: number }[],
  from: Date,
  now: Date,
): Promise<ReservationRow[]> {
  const rows = await db.all(
    `SELECT website_id,
       SUM(CASE WHEN state = 'held' THEN 1 ELSE 0 END) AS held,
       SUM(CASE WHEN state = 'pending' THEN 1 ELSE 0 END) AS pending,
       SUM(CASE WHEN state = 'pending' AND expires_at < ? THEN 1 ELSE 0 END) AS awaiting,
       SUM(CASE WHEN paid_at >= ? THEN 1 ELSE 0 END) AS paid,
       SUM(CASE WHEN state = 'lapsed' AND ended_at >= ? THEN 1 ELSE 0 END) AS lapsed,
       SUM(CASE WHEN refund_state = 'done' AND updated_at >= ? THEN 1 ELSE 0 END) AS refunded,
       SUM(CASE WHEN refund_state = 'due' AND refund_error IS NOT NULL THEN 1 ELSE 0 END) AS failing
     FROM reservations GROUP BY website_id`,
    [now.getTime(), from.getTime(), from.getTime(), from.getTime()],
  );
  const by = new Map(rows.map((r) => [Number(r.website_id), r]));
  return sites.map((s) => {
    const r = by.get(s.websiteId);
    const n = (key: string) => Number(r?.[key] ?? 0);
    return {
      slug: s.slug,
      held: n('held'),
      pending: n('pending'),
      awaitingNotification: n('awaiting'),
      paid: n('paid'),
      lapsed: n('lapsed'),
      refunded: n('refunded'),
      refundsFailing: n('failing'),
    };
  });
}

/** The report's reservations table; a dealer with a failing refund or an unsettled payment is marked. */
export function reservationTable(rows: readonly ReservationRow[]): string {
  const body = rows
    .map((r) => {
      const cells = [
        escapeMarkup(r.slug),
        r.held,
        r.pending,
        r.awaitingNotification,
        r.paid,
        r.lapsed,
        r.refunded,
        r.refundsFailing,
      ]
        .map((c) => `<td>${c}</td>`)
        .join('');
      const trouble = r.refundsFailing > 0 || r.awaitingNotification > 0;
      return `<tr class="${trouble ? 'failed' : 'built'}">${cells}</tr>`;
    })
    .join('\n');
  return `<h2>Reservations</h2>
<table>
<thead><tr><th>dealer</th><th>held now</th><th>checkouts open</th><th>payments awaiting the processor</th><th>paid, last 24 h</th><th>lapsed, last 24 h</th><th>refunded, last 24 h</th><th>refunds failing</th></tr></thead>
<tbody>${body}</tbody>
</table>`;
}
