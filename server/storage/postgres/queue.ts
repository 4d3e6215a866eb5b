import { DEALER_LANE_CHANNEL, SIGN_IN_CHANNEL, URL_LANE_CHANNEL } from '../channels.ts';
import { jsonParameter, type Row, type SqlDriver } from '../driver.ts';
import type { ClaimFilter, Settlement } from '../engine.ts';

/**
 * The delivery queue's two busiest statements on PostgreSQL, each one round trip and one commit:
 * with several workers on one database, the round trips, not the rows, were what each send cost.
 */

const FILTER = `AND (?::int IS NULL OR (channel = ?) = (?::int = 1))
  AND NOT (channel = ? AND website_id = ANY(?::int[]))
  AND NOT (channel = ? AND target = ANY(?::text[]))`;

/**
 * Leases up to `limit` jobs: expired leases first, then due jobs, each walk in its index's order
 * locking the rows it takes and skipping rows another worker's claim holds (FOR UPDATE SKIP LOCKED),
 * so two workers never take the same job. Each row comes back with its lead (`lead_row`, null for a
 * sign-in code, which has no lead row): a read per message was a sixth of a worker's round trips.
 */
export function claimOnPostgres(
  db: SqlDriver,
  now: number,
  limit: number,
  leaseMs: number,
  { signIn, sites, hooks }: ClaimFilter,
): Promise<Row[]> {
  const lanes = [signIn, SIGN_IN_CHANNEL, signIn, DEALER_LANE_CHANNEL, sites, URL_LANE_CHANNEL, hooks];
  return db.all(
    `WITH expired AS (
       SELECT id, lead_id FROM deliveries WHERE status = 'sending' AND lease_until <= ? ${FILTER}
       ORDER BY lease_until LIMIT ? FOR UPDATE SKIP LOCKED
     ), due AS (
       SELECT id, lead_id FROM deliveries WHERE status IN ('queued', 'retrying') AND next_at <= ? ${FILTER}
       ORDER BY next_at LIMIT ? FOR UPDATE SKIP LOCKED
     ), taken AS (
       (SELECT * FROM expired) UNION ALL (SELECT * FROM due) LIMIT ?
     )
     UPDATE deliveries d SET status = 'sending', lease_until = ?, attempts = d.attempts + 1
     FROM taken LEFT JOIN leads l ON l.id = taken.lead_id
     WHERE d.id = taken.id RETURNING d.*, to_jsonb(l) AS lead_row`,
    [now, ...lanes, limit, now, ...lanes, limit, limit, now + leaseMs],
  );
}

/** Records the outcomes of claimed jobs in one statement (the same columns as SQLite's three updates). */
export async function settleOnPostgres(db: SqlDriver, results: readonly Settlement[]): Promise<void> {
  const rows = results.map((r) => ({
    id: r.id,
    state: r.state,
    at: r.at,
    next_at: r.nextAt ?? r.at,
    error: r.error ?? null,
  }));
  await db.run(
    `UPDATE deliveries d SET
       status = r.state,
       sent_at = CASE WHEN r.state = 'sent' THEN r.at ELSE d.sent_at END,
       next_at = CASE WHEN r.state = 'retrying' THEN r.next_at ELSE d.next_at END,
       lease_until = NULL,
       payload = CASE WHEN r.state = 'retrying' THEN d.payload ELSE NULL END,
       last_error = CASE WHEN r.state = 'sent' THEN NULL ELSE r.error END
     FROM jsonb_to_recordset(?::jsonb) AS r(id text, state text, at bigint, next_at bigint, error text)
     WHERE d.id = r.id`,
    [jsonParameter(rows)],
  );
}

/** Gives claimed jobs back unsent, as they were before the claim. */
export async function releaseOnPostgres(db: SqlDriver, ids: readonly string[]): Promise<void> {
  await db.run(
    `UPDATE deliveries SET status = CASE WHEN attempts <= 1 THEN 'queued' ELSE 'retrying' END,
       attempts = attempts - 1, lease_until = NULL
     WHERE status = 'sending' AND id = ANY(?::text[])`,
    [ids],
  );
}
