/** A value a statement binds: text, a number, null, or (PostgreSQL only) an array for `= ANY(?)`. */
export type SqlValue = string | number | null | readonly (string | number)[];
export type Row = Record<string, string | number | null>;

export type Engine = 'sqlite' | 'postgres';

/**
 * What the lead store needs of a database: statements with `?` placeholders, written once for both
 * engines where their SQL agrees (storage/statements.ts), and writes that commit before they
 * resolve. What differs is StoreEngine's (storage/engine.ts), one folder per engine. The SQLite engine is
 * the embedded default (one file, one machine); PostgreSQL serves several API instances and
 * delivery workers at once (DATABASE_URL).
 */
export interface SqlDriver {
  readonly engine: Engine;
  /** Every row a statement returns (inside a write: that write's transaction). */
  all(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** Runs a statement; resolves to the number of rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
  /**
   * Runs fn in a transaction and resolves once it is durable; a throw rolls back fn's work alone.
   * The statements fn makes through this driver belong to the transaction. A write started inside
   * fn (awaited while fn runs) joins it on both engines: its statements commit or roll back with
   * fn's, and it never waits for the write around it (tests/api/nestedWrite.test.ts).
   */
  write<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Inside a write: waits until no other instance's write holds `key`, then holds it until this
   * write ends (PostgreSQL advisory lock). SQLite has one writer at a time already.
   */
  lockKey(key: string): Promise<void>;
  /**
   * Calls onNotify for each notification on `channel` (PostgreSQL LISTEN, on a connection of its own
   * that is opened again after a drop, with one call on each opening for what came meanwhile);
   * returns what stops listening. SQLite serves one machine and has none: the lead API wakes its own
   * worker thread, and `npm run deliver` polls.
   */
  listen(channel: string, onNotify: () => void): () => Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL's numbered parameters ($1, $2…) for the `?` of a statement that has no `?` in its literals. */
export function numberedParameters(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** PostgreSQL's codes for a server shutting down, starting up or a connection lost (class 08, 57P0x). */
const UNAVAILABLE_CODES = /^(08\d{3}|57P0[1-4]|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE)$/;

/**
 * The database could not be reached or went away mid-statement: nothing was stored, and the same
 * request may succeed in a moment (the API answers 503 with Retry-After; the browser outbox retries).
 */
export function isUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.test(e.code)) return true;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    String(e.message),
  );
}

/** The escapes JSON.stringify writes for a NUL or half a surrogate pair (or a text that looks like one). */
const JSONB_REFUSES = /\\u(?:0000|d[89a-f][0-9a-f]{2})/i;

/**
 * A JSON parameter PostgreSQL can read as jsonb: its text values become what a text parameter would
 * store, since PostgreSQL text holds neither NUL nor half a surrogate pair and jsonb refuses their
 * escapes (both become U+FFFD). Most batches hold neither, and go without the per-value replacer.
 */
export const jsonParameter = (value: unknown): string => {
  const plain = JSON.stringify(value);
  if (!JSONB_REFUSES.test(plain)) return plain;
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'string' ? v.toWellFormed().replaceAll('\u0000', '\uFFFD') : v,
  );
};

/**
 * A write refused by a unique constraint (SQLite's "UNIQUE constraint failed", PostgreSQL's 23505):
 * the rule a unique index enforces (one hold per car) said no, whichever instance wrote first.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return e.code === '23505' || String(e.message).includes('UNIQUE constraint failed');
}
