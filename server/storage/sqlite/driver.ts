import { AsyncLocalStorage } from 'node:async_hooks';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { preparePrivateFile } from '../../privateFiles.ts';
import type { Row, SqlDriver, SqlValue } from '../driver.ts';
import {
  APPLIED_VERSIONS,
  MIGRATIONS_COLUMN,
  MIGRATIONS_TABLE,
  RECORD_MIGRATION,
  migrationsFor,
} from '../migrationFiles.ts';
import { pendingMigrations, type AppliedVersion, type Migration } from '../migrations.ts';

type Job = { run: () => Promise<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * The embedded engine: one SQLite file in WAL mode. Each write commits before it resolves, so an
 * acknowledged lead survives the process being killed (synchronous=FULL also survives power loss,
 * at a throughput cost: LEAD_API_SYNC). Writes arriving together share one commit (group commit).
 */
export class SqliteDriver implements SqlDriver {
  readonly engine = 'sqlite';
  readonly db: DatabaseSync;
  private readonly statements = new Map<string, StatementSync>();
  private pending: Job[] = [];
  private committing = false;
  /** The write whose function is running, while it runs: a write started inside it joins it. */
  private readonly current = new AsyncLocalStorage<{ open: boolean }>();

  /** `busyTimeoutMs`: a write's wait for another connection's lock, on the event loop (sqliteBusy.ts). */
  constructor(path: string, sync: 'NORMAL' | 'FULL', busyTimeoutMs: number) {
    if (path !== ':memory:') preparePrivateFile(path);
    this.db = new DatabaseSync(path);
    this.db.exec(
      `PRAGMA journal_mode = WAL; PRAGMA synchronous = ${sync}; PRAGMA busy_timeout = ${Math.round(busyTimeoutMs)};`,
    );
    this.migrate();
  }

  /** Applies the missing schema versions in order, under the write lock, each recorded with its rows. */
  private migrate(): void {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      this.db.exec(MIGRATIONS_TABLE);
      if (!this.columnsOf('schema_migrations').includes('breaks_older_code')) this.db.exec(MIGRATIONS_COLUMN);
      const applied = this.db.prepare(APPLIED_VERSIONS).all() as unknown as AppliedVersion[];
      for (const m of pendingMigrations(applied, migrationsFor('sqlite'))) {
        this.db.exec(m.sql);
        this.addMissingColumns(m);
        this.db.prepare(RECORD_MIGRATION).run(m.version, m.name, new Date().toISOString(), m.breaksOlderCode);
      }
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      this.db.close();
      throw error;
    }
  }

  private columnsOf(table: string): string[] {
    return (this.db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
  }

  /** SQLite has no ADD COLUMN IF NOT EXISTS: a migration's `-- add-column-if-missing:` lines. */
  private addMissingColumns(m: Migration): void {
    for (const { table, column, definition } of m.addColumns)
      if (!this.columnsOf(table).includes(column))
        this.db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }

  /** Prepared once per SQL text: preparing on every call costs more than the write itself. */
  private sql(text: string): StatementSync {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  /** Runs at once (SQLite is synchronous); a failing statement rejects rather than throws. */
  all(sql: string, params: readonly SqlValue[] = []): Promise<Row[]> {
    return new Promise((resolve) => {
      resolve(this.sql(sql).all(...(params as (string | number | null)[])) as Row[]);
    });
  }

  run(sql: string, params: readonly SqlValue[] = []): Promise<number> {
    return new Promise((resolve) => {
      resolve(Number(this.sql(sql).run(...(params as (string | number | null)[])).changes));
    });
  }

  lockKey(): Promise<void> {
    return Promise.resolve();
  }

  listen(): () => Promise<void> {
    return () => Promise.resolve();
  }

  ping(): Promise<void> {
    return this.all('SELECT 1').then(() => undefined);
  }

  close(): Promise<void> {
    this.db.close();
    return Promise.resolve();
  }

  /**
   * Runs fn in the next group commit and resolves once that commit is durable. Writes arriving in
   * the same tick share one transaction (each in its own savepoint, so one failure rolls back only
   * itself): a commit per batch instead of per request. A write started inside a running write joins
   * it (its statements commit or roll back with the outer write's), as on PostgreSQL; queued behind
   * the outer write instead, it would wait for that write, which waits for it.
   */
  write<T>(fn: () => Promise<T>): Promise<T> {
    if (this.current.getStore()?.open) return fn();
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ run: fn, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.committing || this.pending.length !== 1) return;
    setImmediate(() => {
      void this.commitPending();
    });
  }

  private async commitPending(): Promise<void> {
    this.committing = true;
    const jobs = this.pending;
    this.pending = [];
    try {
      await this.commit(jobs);
    } finally {
      this.committing = false;
      if (this.pending.length > 0)
        setImmediate(() => {
          void this.commitPending();
        });
    }
  }

  private async commit(jobs: Job[]): Promise<void> {
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      this.db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      for (const job of jobs) job.reject(error);
      return;
    }
    for (const job of jobs) {
      this.db.exec('SAVEPOINT job');
      // Closed once the job's function ends: work it left behind (a timer) is not inside it any more.
      const context = { open: true };
      try {
        outcomes.push({ ok: true, value: await this.current.run(context, job.run) });
        this.db.exec('RELEASE job');
      } catch (error) {
        this.db.exec('ROLLBACK TO job');
        this.db.exec('RELEASE job');
        outcomes.push({ ok: false, error });
      } finally {
        context.open = false;
      }
    }
    try {
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      for (const job of jobs) job.reject(error);
      return;
    }
    jobs.forEach((job, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  }
}
