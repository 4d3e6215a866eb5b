import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { preparePrivateFile } from './privateFiles.ts';
import { API_BUSY_TIMEOUT_MS } from './sqliteBusy.ts';

/** What an idempotent call answered the first time. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

export interface StoredLead {
  id: string;
  website_id: number;
  form: string;
  category: string;
  subcategory: string | null;
  created_at: string;
  updated_at: string;
  data: Record<string, unknown>;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS leads (
  id TEXT PRIMARY KEY, website_id INTEGER NOT NULL, form TEXT NOT NULL, category TEXT NOT NULL,
  subcategory TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, data TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS leads_by_site ON leads (website_id, created_at);
CREATE TABLE IF NOT EXISTS idempotency (
  key TEXT PRIMARY KEY, body_hash TEXT NOT NULL, status INTEGER NOT NULL, response TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS watchlist (
  website_id INTEGER NOT NULL, phone TEXT NOT NULL, car_id TEXT NOT NULL, created_at TEXT NOT NULL,
  PRIMARY KEY (website_id, phone, car_id));
CREATE TABLE IF NOT EXISTS codes (
  website_id INTEGER NOT NULL, phone TEXT NOT NULL, code_hash TEXT NOT NULL, expires_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (website_id, phone));
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY, website_id INTEGER NOT NULL, phone TEXT NOT NULL, expires_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS valuations (
  id TEXT PRIMARY KEY, website_id INTEGER NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, website_id INTEGER NOT NULL, created_at TEXT NOT NULL, data TEXT NOT NULL);
`;

type Row = Record<string, string | number | null>;

/**
 * The lead API's durable store: one SQLite file in WAL mode. Each write commits before the API
 * answers, so an acknowledged lead survives the process being killed (synchronous=FULL also
 * survives power loss, at a throughput cost: LEAD_API_SYNC).
 */
export class LeadStore {
  readonly db: DatabaseSync;
  private readonly statements = new Map<string, StatementSync>();
  private readonly pending: {
    run: () => unknown;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
  }[] = [];

  /** `busyTimeoutMs`: a write's wait for another connection's lock, on the event loop (sqliteBusy.ts). */
  constructor(path: string, sync: 'NORMAL' | 'FULL' = 'NORMAL', busyTimeoutMs = API_BUSY_TIMEOUT_MS) {
    if (path !== ':memory:') preparePrivateFile(path);
    this.db = new DatabaseSync(path);
    this.db.exec(
      `PRAGMA journal_mode = WAL; PRAGMA synchronous = ${sync}; PRAGMA busy_timeout = ${Math.round(busyTimeoutMs)};`,
    );
    this.db.exec(SCHEMA);
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

  close(): void {
    this.db.close();
  }

  /**
   * Runs fn in the next group commit and resolves once that commit is durable. Writes arriving in
   * the same tick share one transaction (each in its own savepoint, so one failure rolls back only
   * itself): a commit per batch instead of per request.
   */
  write<T>(fn: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ run: fn, resolve: resolve as (value: unknown) => void, reject });
      if (this.pending.length === 1)
        setImmediate(() => {
          this.commitPending();
        });
    });
  }

  private commitPending(): void {
    const jobs = this.pending.splice(0);
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      this.db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      for (const job of jobs) job.reject(error);
      return;
    }
    for (const job of jobs) {
      this.db.exec('SAVEPOINT job');
      try {
        outcomes.push({ ok: true, value: job.run() });
        this.db.exec('RELEASE job');
      } catch (error) {
        this.db.exec('ROLLBACK TO job');
        this.db.exec('RELEASE job');
        outcomes.push({ ok: false, error });
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

  findIdempotent(key: string): { bodyHash: string; response: StoredResponse } | null {
    const row = this.sql('SELECT body_hash, status, response FROM idempotency WHERE key = ?').get(key) as
      Row | undefined;
    if (!row) return null;
    return {
      bodyHash: String(row.body_hash),
      response: { status: Number(row.status), body: JSON.parse(String(row.response)) as unknown },
    };
  }

  saveIdempotent(key: string, bodyHash: string, response: StoredResponse, now: Date): void {
    this.sql('INSERT INTO idempotency (key, body_hash, status, response, created_at) VALUES (?, ?, ?, ?, ?)').run(
      key,
      bodyHash,
      response.status,
      JSON.stringify(response.body),
      now.toISOString(),
    );
  }

  insertLead(lead: Omit<StoredLead, 'updated_at'>): void {
    this.sql(
      'INSERT INTO leads (id, website_id, form, category, subcategory, created_at, updated_at, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      lead.id,
      lead.website_id,
      lead.form,
      lead.category,
      lead.subcategory,
      lead.created_at,
      lead.created_at,
      JSON.stringify(lead.data),
    );
  }

  getLead(id: string): StoredLead | null {
    const row = this.sql('SELECT * FROM leads WHERE id = ?').get(id) as Row | undefined;
    return row ? toLead(row) : null;
  }

  updateLead(id: string, subcategory: string | null, data: Record<string, unknown>, now: Date): void {
    this.sql('UPDATE leads SET subcategory = ?, data = ?, updated_at = ? WHERE id = ?').run(
      subcategory,
      JSON.stringify(data),
      now.toISOString(),
      id,
    );
  }

  leadsOf(websiteId: number): StoredLead[] {
    const rows = this.sql('SELECT * FROM leads WHERE website_id = ? ORDER BY created_at, id').all(websiteId) as Row[];
    return rows.map(toLead);
  }

  countLeads(): number {
    const row = this.sql('SELECT count(*) AS n FROM leads').get() as Row;
    return Number(row.n);
  }

  watch(websiteId: number, phone: string, carId: string, now: Date): void {
    this.sql('INSERT OR IGNORE INTO watchlist (website_id, phone, car_id, created_at) VALUES (?, ?, ?, ?)').run(
      websiteId,
      phone,
      carId,
      now.toISOString(),
    );
  }

  unwatch(websiteId: number, phone: string, carId: string): void {
    this.sql('DELETE FROM watchlist WHERE website_id = ? AND phone = ? AND car_id = ?').run(websiteId, phone, carId);
  }

  watchlist(websiteId: number, phone: string): { car_id: string; created_at: string }[] {
    const rows = this.sql(
      'SELECT car_id, created_at FROM watchlist WHERE website_id = ? AND phone = ? ORDER BY created_at, car_id',
    ).all(websiteId, phone) as Row[];
    return rows.map((r) => ({ car_id: String(r.car_id), created_at: String(r.created_at) }));
  }

  saveCode(websiteId: number, phone: string, codeHash: string, expiresAt: Date): void {
    this.sql(
      'INSERT OR REPLACE INTO codes (website_id, phone, code_hash, expires_at, attempts) VALUES (?, ?, ?, ?, 0)',
    ).run(websiteId, phone, codeHash, expiresAt.toISOString());
  }

  getCode(websiteId: number, phone: string): { codeHash: string; expiresAt: string; attempts: number } | null {
    const row = this.sql('SELECT * FROM codes WHERE website_id = ? AND phone = ?').get(websiteId, phone) as
      Row | undefined;
    return row
      ? { codeHash: String(row.code_hash), expiresAt: String(row.expires_at), attempts: Number(row.attempts) }
      : null;
  }

  countAttempt(websiteId: number, phone: string): void {
    this.sql('UPDATE codes SET attempts = attempts + 1 WHERE website_id = ? AND phone = ?').run(websiteId, phone);
  }

  dropCode(websiteId: number, phone: string): void {
    this.sql('DELETE FROM codes WHERE website_id = ? AND phone = ?').run(websiteId, phone);
  }

  saveSession(tokenHash: string, websiteId: number, phone: string, expiresAt: Date): void {
    this.sql('INSERT INTO sessions (token_hash, website_id, phone, expires_at) VALUES (?, ?, ?, ?)').run(
      tokenHash,
      websiteId,
      phone,
      expiresAt.toISOString(),
    );
  }

  getSession(tokenHash: string): { websiteId: number; phone: string; expiresAt: string } | null {
    const row = this.sql('SELECT * FROM sessions WHERE token_hash = ?').get(tokenHash) as Row | undefined;
    return row
      ? { websiteId: Number(row.website_id), phone: String(row.phone), expiresAt: String(row.expires_at) }
      : null;
  }

  dropSession(tokenHash: string): void {
    this.sql('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
  }

  saveValuation(id: string, websiteId: number, data: Record<string, unknown>, now: Date): void {
    const stamp = now.toISOString();
    this.sql(
      'INSERT INTO valuations (id, website_id, created_at, updated_at, data) VALUES (?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at',
    ).run(id, websiteId, stamp, stamp, JSON.stringify(data));
  }

  getValuation(id: string): { websiteId: number; data: Record<string, unknown> } | null {
    const row = this.sql('SELECT * FROM valuations WHERE id = ?').get(id) as Row | undefined;
    return row
      ? { websiteId: Number(row.website_id), data: JSON.parse(String(row.data)) as Record<string, unknown> }
      : null;
  }

  addEvent(kind: string, websiteId: number, data: Record<string, unknown>, now: Date): void {
    this.sql('INSERT INTO events (kind, website_id, created_at, data) VALUES (?, ?, ?, ?)').run(
      kind,
      websiteId,
      now.toISOString(),
      JSON.stringify(data),
    );
  }

  events(kind: string, websiteId: number): Record<string, unknown>[] {
    const rows = this.sql('SELECT data FROM events WHERE kind = ? AND website_id = ? ORDER BY id').all(
      kind,
      websiteId,
    ) as Row[];
    return rows.map((r) => JSON.parse(String(r.data)) as Record<string, unknown>);
  }
}

function toLead(row: Row): StoredLead {
  return {
    id: String(row.id),
    website_id: Number(row.website_id),
    form: String(row.form),
    category: String(row.category),
    subcategory: row.subcategory === null ? null : String(row.subcategory),
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
    data: JSON.parse(String(row.data)) as Record<string, unknown>,
  };
}
