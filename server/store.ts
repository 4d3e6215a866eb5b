import { resolve } from 'node:path';
import { API_BUSY_TIMEOUT_MS } from './sqliteBusy.ts';
import type { Row, SqlValue } from './storage/driver.ts';
import { idempotencyRow, leadRow, type StoreEngine } from './storage/engine.ts';
import { openEngine } from './storage/open.ts';
import { findIdempotency, insertIdempotency, insertLead } from './storage/statements.ts';

export { isPostgresUrl } from './storage/open.ts';

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

/** Where the store is: DATABASE_URL when set, else the SQLite file LEAD_API_DB (absolute). */
export const storeLocation = (env: { DATABASE_URL?: string | undefined; LEAD_API_DB: string }) =>
  env.DATABASE_URL ?? resolve(env.LEAD_API_DB);

/**
 * The lead API's durable store, on one of two engines behind one interface (storage/engine.ts):
 * a SQLite file (the embedded default) or PostgreSQL when `location` is a postgres:// URL, chosen
 * once in storage/open.ts. Each write commits before the API answers, so an acknowledged lead
 * survives the process being killed.
 */
export class LeadStore {
  readonly driver: StoreEngine;

  /** `busyTimeoutMs`: SQLite's wait for another connection's write lock (sqliteBusy.ts). */
  constructor(location: string, sync: 'NORMAL' | 'FULL' = 'NORMAL', busyTimeoutMs = API_BUSY_TIMEOUT_MS) {
    this.driver = openEngine(location, { sync, busyTimeoutMs });
  }

  /** Resolves once the store is open and its schema current (PostgreSQL opens in the background). */
  opened(): Promise<void> {
    return this.driver.opened();
  }

  close(): Promise<void> {
    return this.driver.close();
  }

  /** Runs fn in one transaction and resolves once it is durable; a write inside a write joins it (storage/driver.ts). */
  write<T>(fn: () => Promise<T> | T): Promise<T> {
    return this.driver.write(async () => fn());
  }

  private async get(sql: string, ...params: SqlValue[]): Promise<Row | undefined> {
    return (await this.driver.all(sql, params))[0];
  }

  private async run(sql: string, ...params: SqlValue[]): Promise<void> {
    await this.driver.run(sql, params);
  }

  async findIdempotent(key: string): Promise<{ bodyHash: string; response: StoredResponse } | null> {
    const row = await findIdempotency(this.driver, key);
    if (!row) return null;
    return {
      bodyHash: String(row.body_hash),
      response: { status: Number(row.status), body: JSON.parse(String(row.response)) as unknown },
    };
  }

  async saveIdempotent(key: string, bodyHash: string, response: StoredResponse, now: Date): Promise<void> {
    await insertIdempotency(this.driver, idempotencyRow(key, bodyHash, response, now.toISOString()));
  }

  async insertLead(lead: Omit<StoredLead, 'updated_at'>): Promise<void> {
    await insertLead(this.driver, leadRow(lead));
  }

  async getLead(id: string): Promise<StoredLead | null> {
    const row = await this.get('SELECT * FROM leads WHERE id = ?', id);
    return row ? toLead(row) : null;
  }

  updateLead(id: string, subcategory: string | null, data: Record<string, unknown>, now: Date): Promise<void> {
    return this.run(
      'UPDATE leads SET subcategory = ?, data = ?, updated_at = ? WHERE id = ?',
      subcategory,
      JSON.stringify(data),
      now.toISOString(),
      id,
    );
  }

  async leadsOf(websiteId: number): Promise<StoredLead[]> {
    return (await this.driver.all('SELECT * FROM leads WHERE website_id = ? ORDER BY created_at, id', [websiteId])).map(
      toLead,
    );
  }

  async countLeads(): Promise<number> {
    return Number((await this.get('SELECT count(*) AS n FROM leads'))?.n);
  }

  watch(websiteId: number, phone: string, carId: string, now: Date): Promise<void> {
    return this.run(
      'INSERT INTO watchlist (website_id, phone, car_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
      websiteId,
      phone,
      carId,
      now.toISOString(),
    );
  }

  unwatch(websiteId: number, phone: string, carId: string): Promise<void> {
    return this.run('DELETE FROM watchlist WHERE website_id = ? AND phone = ? AND car_id = ?', websiteId, phone, carId);
  }

  async watchlist(websiteId: number, phone: string): Promise<{ car_id: string; created_at: string }[]> {
    const rows = await this.driver.all(
      'SELECT car_id, created_at FROM watchlist WHERE website_id = ? AND phone = ? ORDER BY created_at, car_id',
      [websiteId, phone],
    );
    return rows.map((r) => ({ car_id: String(r.car_id), created_at: String(r.created_at) }));
  }

  saveCode(websiteId: number, phone: string, codeHash: string, expiresAt: Date): Promise<void> {
    return this.run(
      `INSERT INTO codes (website_id, phone, code_hash, expires_at, attempts) VALUES (?, ?, ?, ?, 0)
       ON CONFLICT (website_id, phone) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0`,
      websiteId,
      phone,
      codeHash,
      expiresAt.toISOString(),
    );
  }

  async getCode(
    websiteId: number,
    phone: string,
  ): Promise<{ codeHash: string; expiresAt: string; attempts: number } | null> {
    const row = await this.get('SELECT * FROM codes WHERE website_id = ? AND phone = ?', websiteId, phone);
    return row
      ? { codeHash: String(row.code_hash), expiresAt: String(row.expires_at), attempts: Number(row.attempts) }
      : null;
  }

  /** Keeps the code already sent valid until `expiresAt` (no new SMS); wrong guesses never spend it. */
  rearmCode(websiteId: number, phone: string, expiresAt: Date): Promise<void> {
    return this.run(
      'UPDATE codes SET expires_at = ? WHERE website_id = ? AND phone = ?',
      expiresAt.toISOString(),
      websiteId,
      phone,
    );
  }

  dropCode(websiteId: number, phone: string): Promise<void> {
    return this.run('DELETE FROM codes WHERE website_id = ? AND phone = ?', websiteId, phone);
  }

  saveSession(tokenHash: string, websiteId: number, phone: string, expiresAt: Date): Promise<void> {
    return this.run(
      'INSERT INTO sessions (token_hash, website_id, phone, expires_at) VALUES (?, ?, ?, ?)',
      tokenHash,
      websiteId,
      phone,
      expiresAt.toISOString(),
    );
  }

  async getSession(tokenHash: string): Promise<{ websiteId: number; phone: string; expiresAt: string } | null> {
    const row = await this.get('SELECT * FROM sessions WHERE token_hash = ?', tokenHash);
    return row
      ? { websiteId: Number(row.website_id), phone: String(row.phone), expiresAt: String(row.expires_at) }
      : null;
  }

  dropSession(tokenHash: string): Promise<void> {
    return this.run('DELETE FROM sessions WHERE token_hash = ?', tokenHash);
  }

  saveValuation(id: string, websiteId: number, data: Record<string, unknown>, now: Date): Promise<void> {
    const stamp = now.toISOString();
    return this.run(
      'INSERT INTO valuations (id, website_id, created_at, updated_at, data) VALUES (?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at',
      id,
      websiteId,
      stamp,
      stamp,
      JSON.stringify(data),
    );
  }

  async getValuation(id: string): Promise<{ websiteId: number; data: Record<string, unknown> } | null> {
    const row = await this.get('SELECT * FROM valuations WHERE id = ?', id);
    return row
      ? { websiteId: Number(row.website_id), data: JSON.parse(String(row.data)) as Record<string, unknown> }
      : null;
  }

  addEvent(kind: string, websiteId: number, data: Record<string, unknown>, now: Date): Promise<void> {
    return this.run(
      'INSERT INTO events (kind, website_id, created_at, data) VALUES (?, ?, ?, ?)',
      kind,
      websiteId,
      now.toISOString(),
      JSON.stringify(data),
    );
  }

  async events(kind: string, websiteId: number): Promise<Record<string, unknown>[]> {
    const rows = await this.driver.all('SELECT data FROM events WHERE kind = ? AND website_id = ? ORDER BY id', [
      kind,
      websiteId,
    ]);
    return rows.map((r) => JSON.parse(String(r.data)) as Record<string, unknown>);
  }
}

/** A leads row as the API and the messages use it. */
export function toLead(row: Row): StoredLead {
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
