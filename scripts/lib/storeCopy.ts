/**
 * Moving a lead store from SQLite to PostgreSQL (`npm run migrate-store`): which tables, how a batch
 * of rows is inserted so a second run adds nothing, and the per-table count check. No IO here.
 */

/** A copied table and what makes a row the same row twice: its key, or none (counters' logs). */
export interface CopiedTable {
  name: string;
  key: readonly string[] | null;
}

/** Every table of the store, parents first. Keyless tables are copied only into an empty table. */
export const COPIED_TABLES: readonly CopiedTable[] = [
  { name: 'leads', key: ['id'] },
  { name: 'valuations', key: ['id'] },
  { name: 'deliveries', key: ['id'] },
  { name: 'idempotency', key: ['key'] },
  { name: 'watchlist', key: ['website_id', 'phone', 'car_id'] },
  { name: 'sessions', key: ['token_hash'] },
  { name: 'codes', key: ['website_id', 'phone'] },
  { name: 'events', key: ['id'] },
  { name: 'vitals', key: ['website_id', 'day', 'page', 'metric', 'bucket'] },
  { name: 'code_sends', key: null },
  { name: 'code_refusals', key: null },
  // Paid reservations (migration 5) and the dealer console (migration 6).
  { name: 'reservations', key: ['id'] },
  { name: 'reservation_events', key: null },
  { name: 'staff', key: ['id'] },
  { name: 'staff_links', key: ['token_hash'] },
  { name: 'staff_sessions', key: ['token_hash'] },
  { name: 'lead_marks', key: ['lead_id'] },
  { name: 'lead_notes', key: null },
  { name: 'staff_passkeys', key: ['id'] },
  { name: 'staff_challenges', key: ['id'] },
];

type Value = string | number | null;

/** One multi-row INSERT of `rows` (same columns each) that leaves a row already there as it is. */
export function insertBatch(
  table: CopiedTable,
  rows: readonly Record<string, Value>[],
): { sql: string; params: Value[] } {
  const columns = Object.keys(rows[0] ?? {});
  const params: Value[] = [];
  const tuples = rows.map((row) => {
    for (const column of columns) params.push(row[column] ?? null);
    return `(${columns.map(() => '?').join(', ')})`;
  });
  const conflict = table.key ? ` ON CONFLICT (${table.key.join(', ')}) DO NOTHING` : '';
  return { sql: `INSERT INTO ${table.name} (${columns.join(', ')}) VALUES ${tuples.join(', ')}${conflict}`, params };
}

export interface TableCount {
  table: string;
  source: number;
  target: number;
  added: number;
}

/** The printed check: one line per table, and whether every table holds exactly the source's rows. */
export function countReport(counts: readonly TableCount[]): { lines: string[]; ok: boolean } {
  const width = Math.max(...counts.map((c) => c.table.length));
  const lines = counts.map(
    (c) =>
      `${c.table.padEnd(width)}  sqlite ${String(c.source).padStart(7)}  postgres ${String(c.target).padStart(7)}  added ${String(c.added).padStart(7)}  ${c.source === c.target ? 'ok' : 'DIFFERENT'}`,
  );
  return { lines, ok: counts.every((c) => c.source === c.target) };
}
