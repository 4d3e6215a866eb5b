import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { numberedParameters, type Row, type SqlDriver, type SqlValue } from '../driver.ts';
import {
  APPLIED_VERSIONS,
  MIGRATIONS_COLUMN,
  MIGRATIONS_TABLE,
  RECORD_MIGRATION,
  migrationsFor,
} from '../migrationFiles.ts';
import { pendingMigrations, type AppliedVersion } from '../migrations.ts';
import { listenOn } from './listener.ts';

/** The advisory lock start-ups take to migrate one at a time (any constant shared by every release). */
const MIGRATION_LOCK = 7_318_042;

/** bigint (count(*), the queue's millisecond clock) and numeric (SUM) as numbers: all stay below 2^53. */
const types = new pg.TypeOverrides();
types.setTypeParser(pg.types.builtins.INT8, Number);
types.setTypeParser(pg.types.builtins.NUMERIC, Number);

/**
 * PostgreSQL text cannot hold NUL (SQLite's can): a NUL in a value (a fuzzed path parameter, say)
 * becomes U+FFFD, so a lookup finds nothing, as it would in SQLite, instead of failing the request.
 */
const textSafe = (value: SqlValue): unknown =>
  typeof value === 'string' ? value.replaceAll('\u0000', '\uFFFD') : value;

/** The schema a `postgres://…?options=-c search_path=<name>` URL names: created when missing. */
export function searchPathOf(url: string): string | null {
  const options = new URL(url).searchParams.get('options') ?? '';
  const match = /search_path=([a-z_][a-z0-9_]*)/i.exec(options);
  return match ? match[1]! : null;
}

/**
 * The shared engine: a PostgreSQL pool (DATABASE_URL). Each write is one transaction on one pooled
 * connection; the statements its function makes reach that connection through async context, so the
 * store's methods read the same inside and outside a write. Start-up migrates under an advisory lock,
 * so instances starting together apply each version once.
 */
export class PostgresDriver implements SqlDriver {
  readonly engine = 'postgres';
  private readonly pool: pg.Pool;
  /** The running write's connection, open until that write ends (work it left behind runs outside it). */
  private readonly tx = new AsyncLocalStorage<{ client: pg.PoolClient; open: boolean }>();
  private readonly ready: Promise<void>;
  private readonly prepared = new Map<string, { name: string; text: string }>();

  private readonly url: string;

  constructor(url: string, poolSize = 10) {
    this.url = url;
    this.pool = new pg.Pool({ connectionString: url, max: poolSize, types, connectionTimeoutMillis: 5_000 });
    // An idle connection the server dropped (a restart) is discarded; the next query opens a new one.
    this.pool.on('error', () => undefined);
    this.ready = this.migrate(searchPathOf(url));
    // Callers see a failed start-up on their first statement; none is left unhandled meanwhile.
    this.ready.catch(() => undefined);
  }

  /** Resolves once the schema is current; rejects with the reason the store cannot be used. */
  opened(): Promise<void> {
    return this.ready;
  }

  private async migrate(schema: string | null): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      try {
        // Under the lock too: two start-ups creating the same schema at once would collide.
        if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
        await client.query(MIGRATIONS_TABLE);
        await client.query(MIGRATIONS_COLUMN.replace('ADD COLUMN', 'ADD COLUMN IF NOT EXISTS'));
        const { rows } = await client.query<AppliedVersion>(APPLIED_VERSIONS);
        for (const m of pendingMigrations(rows, migrationsFor('postgres'))) {
          await client.query('BEGIN');
          try {
            await client.query(m.sql);
            await client.query(numberedParameters(RECORD_MIGRATION), [
              m.version,
              m.name,
              new Date().toISOString(),
              m.breaksOlderCode,
            ]);
            await client.query('COMMIT');
          } catch (error) {
            await client.query('ROLLBACK');
            throw error;
          }
        }
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      }
    } finally {
      client.release();
    }
  }

  /** The statement as PostgreSQL prepares it once per connection (named): no parse and plan per call. */
  private statement(sql: string, params: readonly SqlValue[]): pg.QueryConfig {
    let prepared = this.prepared.get(sql);
    if (!prepared) {
      prepared = { name: `s${this.prepared.size}`, text: numberedParameters(sql) };
      this.prepared.set(sql, prepared);
    }
    return { ...prepared, values: params.map(textSafe) };
  }

  private async query(sql: string, params: readonly SqlValue[]): Promise<pg.QueryResult<Row>> {
    await this.ready;
    const write = this.tx.getStore();
    const client = write?.open ? write.client : undefined;
    const statement = this.statement(sql, params);
    return client ? client.query<Row>(statement) : this.pool.query<Row>(statement);
  }

  async all(sql: string, params: readonly SqlValue[] = []): Promise<Row[]> {
    return (await this.query(sql, params)).rows;
  }

  async run(sql: string, params: readonly SqlValue[] = []): Promise<number> {
    return (await this.query(sql, params)).rowCount ?? 0;
  }

  async lockKey(key: string): Promise<void> {
    await this.query('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
  }

  listen(channel: string, onNotify: () => void): () => Promise<void> {
    return listenOn(this.url, channel, onNotify);
  }

  async ping(): Promise<void> {
    await this.ready;
    await this.pool.query('SELECT 1');
  }

  async write<T>(fn: () => Promise<T>): Promise<T> {
    if (this.tx.getStore()?.open) return fn();
    await this.ready;
    const client = await this.pool.connect();
    let broken = false;
    const write = { client, open: true };
    try {
      await client.query('BEGIN');
      const value = await this.tx.run(write, fn);
      write.open = false;
      await client.query('COMMIT');
      return value;
    } catch (error) {
      write.open = false;
      await client.query('ROLLBACK').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async close(): Promise<void> {
    await this.ready.catch(() => undefined);
    await this.pool.end();
  }
}
