import { SIGN_IN_CHANNEL } from './channels.ts';
import {
  DELIVERY_COLUMNS,
  IDEMPOTENCY_COLUMNS,
  LEAD_COLUMNS,
  insertSql,
  valuesOf,
  type DeliveryRow,
  type IdempotencyRow,
  type LeadRow,
} from './columns.ts';
import type { Row, SqlDriver } from './driver.ts';

/**
 * The statements whose SQL both engines agree on, over any SqlDriver: the row inserts from the column
 * definitions (columns.ts) and the queue's reads. SQL that differs is a StoreEngine method (engine.ts).
 */

const INSERT_LEAD = insertSql('leads', LEAD_COLUMNS);
const INSERT_DELIVERY = `${insertSql('deliveries', DELIVERY_COLUMNS)} ON CONFLICT DO NOTHING`;
const INSERT_IDEMPOTENCY = insertSql('idempotency', IDEMPOTENCY_COLUMNS);

export const insertLead = (db: SqlDriver, row: LeadRow) => db.run(INSERT_LEAD, valuesOf(LEAD_COLUMNS, row));

export const insertIdempotency = (db: SqlDriver, row: IdempotencyRow) =>
  db.run(INSERT_IDEMPOTENCY, valuesOf(IDEMPOTENCY_COLUMNS, row));

/** Adds each job once (a repeated id is ignored); resolves to the number added. */
export async function insertDeliveries(db: SqlDriver, rows: readonly DeliveryRow[]): Promise<number> {
  let added = 0;
  for (const row of rows) added += await db.run(INSERT_DELIVERY, valuesOf(DELIVERY_COLUMNS, row));
  return added;
}

export const findIdempotency = async (db: SqlDriver, key: string): Promise<Row | undefined> =>
  (await db.all('SELECT body_hash, status, response FROM idempotency WHERE key = ?', [key]))[0];

/** Puts a dead lead job back in the queue for one more round of attempts; true when one was. */
export const retryDead = async (db: SqlDriver, id: string, now: number) =>
  (await db.run(
    `UPDATE deliveries SET status = 'queued', next_at = ?, queued_at = ?, attempts = 0, last_error = NULL
     WHERE id = ? AND status = 'dead' AND channel != ?`,
    [now, now, id, SIGN_IN_CHANNEL],
  )) === 1;

export const jobsOfLead = (db: SqlDriver, leadId: string) =>
  db.all('SELECT * FROM deliveries WHERE lead_id = ? ORDER BY id', [leadId]);

/** Jobs not yet sent (queued, sending, retrying) and dead ones, oldest first. */
export const unfinishedJobs = (db: SqlDriver, websiteId?: number) =>
  websiteId === undefined
    ? db.all(`SELECT * FROM deliveries WHERE status != 'sent' ORDER BY queued_at, id`)
    : db.all(`SELECT * FROM deliveries WHERE status != 'sent' AND website_id = ? ORDER BY queued_at, id`, [websiteId]);

/** Rows of (status, n): one dealer's lead jobs queued since `since`, counted by status. */
export const jobCounts = (db: SqlDriver, websiteId: number, since: number) =>
  db.all(
    `SELECT status, count(*) AS n FROM deliveries WHERE website_id = ? AND queued_at >= ? AND channel != ? GROUP BY status`,
    [websiteId, since, SIGN_IN_CHANNEL],
  );
