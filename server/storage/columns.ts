/**
 * The columns both engines insert, one typed definition per table: each INSERT (SQLite's statements,
 * PostgreSQL's batch) lists these, and each row builder returns a `Record` over them, so a column
 * named here and not filled fails to compile. Each column's PostgreSQL type is what a JSON batch
 * reads it as (`jsonb_to_recordset`). tests/api/storeColumns.test.ts checks each list against the
 * migrated schema of both engines. No IO here.
 */
export const LEAD_COLUMNS = {
  id: 'text',
  website_id: 'int',
  form: 'text',
  category: 'text',
  subcategory: 'text',
  created_at: 'text',
  updated_at: 'text',
  data: 'text',
} as const;

export const DELIVERY_COLUMNS = {
  id: 'text',
  lead_id: 'text',
  website_id: 'int',
  event: 'text',
  channel: 'text',
  target: 'text',
  crm: 'int',
  payload: 'text',
  status: 'text',
  attempts: 'int',
  queued_at: 'bigint',
  next_at: 'bigint',
  lease_until: 'bigint',
  last_error: 'text',
  sent_at: 'bigint',
  max_age_ms: 'bigint',
} as const;

export const IDEMPOTENCY_COLUMNS = {
  key: 'text',
  body_hash: 'text',
  status: 'int',
  response: 'text',
  created_at: 'text',
} as const;

type Scalar = string | number | null;
export type Columns = Readonly<Record<string, 'text' | 'int' | 'bigint'>>;
export type RowOf<C extends Columns> = { [K in keyof C]: Scalar };

export type LeadRow = RowOf<typeof LEAD_COLUMNS>;
export type DeliveryRow = RowOf<typeof DELIVERY_COLUMNS>;
export type IdempotencyRow = RowOf<typeof IDEMPOTENCY_COLUMNS>;

/** The column names of a definition, in its order. */
export const names = <C extends Columns>(columns: C) => Object.keys(columns) as (keyof C & string)[];

/** `INSERT INTO table (a, b) VALUES (?, ?)` over every column of the definition. */
export const insertSql = (table: string, columns: Columns) => {
  const list = names(columns);
  return `INSERT INTO ${table} (${list.join(', ')}) VALUES (${list.map(() => '?').join(', ')})`;
};

/** A row's values in its definition's column order, for insertSql. */
export const valuesOf = <C extends Columns>(columns: C, row: RowOf<C>): Scalar[] => names(columns).map((c) => row[c]);

/** `a text, b int`: the record type PostgreSQL's jsonb_to_recordset reads a definition's rows as. */
export const recordType = (columns: Columns) =>
  Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
