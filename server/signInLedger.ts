import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { RefusalReason, SendRow, SendSource } from './signInLimits.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS code_sends (website_id INTEGER NOT NULL, phone_hash TEXT NOT NULL, sent_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS code_sends_by_site ON code_sends (website_id, sent_at);
CREATE TABLE IF NOT EXISTS code_refusals (website_id INTEGER NOT NULL, reason TEXT NOT NULL, refused_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS code_refusals_by_time ON code_refusals (refused_at);
`;

/** Creates the tables, and gives a store from before source limits the columns they read. */
function migrate(db: DatabaseSync): void {
  db.exec(SCHEMA);
  const columns = (db.prepare('PRAGMA table_info(code_sends)').all() as { name: string }[]).map((c) => c.name);
  for (const column of ['network', 'prefix']) {
    if (!columns.includes(column)) db.exec(`ALTER TABLE code_sends ADD COLUMN ${column} TEXT NOT NULL DEFAULT ''`);
  }
}

/**
 * The server secret that salts sign-in code hashes and phone hashes: LEAD_API_AUTH_SECRET (`fromEnv`),
 * else a random 32 bytes generated once into the git-ignored keys file (mode 0600) next to the dealer keys.
 */
export function loadOrCreateAuthSecret(file: string, fromEnv: string | undefined): Buffer {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('LEAD_API_AUTH_SECRET must be at least 32 characters.');
    return Buffer.from(fromEnv);
  }
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  const secret = randomBytes(32);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${secret.toString('base64url')}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** Keyed hashes of codes and phones: without the secret a stolen store gives neither back by brute force. */
export function secretHasher(secret: Buffer) {
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest('hex');
  return {
    code: (websiteId: number, phone: string, code: string) => mac(`code:${websiteId}:${phone}:${code}`),
    phone: (phone: string) => mac(`phone:${phone}`),
  };
}

/** Code sends and refusals in the lead store, for the limits and the morning report. */
export class SignInLedger {
  private readonly db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.db = db;
    migrate(db);
  }

  recordSend(websiteId: number, source: SendSource, at: Date): void {
    this.db
      .prepare('INSERT INTO code_sends (website_id, phone_hash, network, prefix, sent_at) VALUES (?, ?, ?, ?, ?)')
      .run(websiteId, source.phoneHash, source.network, source.prefix, at.toISOString());
  }

  recordRefusal(websiteId: number, reason: RefusalReason, at: Date): void {
    this.db
      .prepare('INSERT INTO code_refusals (website_id, reason, refused_at) VALUES (?, ?, ?)')
      .run(websiteId, reason, at.toISOString());
  }

  /** This dealer's sends after `since`. */
  sends(websiteId: number, since: Date): SendRow[] {
    const rows = this.db
      .prepare(
        'SELECT phone_hash AS phoneHash, network, prefix, sent_at AS t FROM code_sends WHERE website_id = ? AND sent_at > ?',
      )
      .all(websiteId, since.toISOString()) as { phoneHash: string; network: string; prefix: string; t: string }[];
    return rows.map(({ t, ...row }) => ({ ...row, at: Date.parse(t) }));
  }
}

/** Sign-in codes sent per dealer (website_id → count) in [from, to): for the morning report. */
export function codeSendsPerDealer(db: DatabaseSync, from: Date, to: Date): Map<number, number> {
  migrate(db);
  const rows = db
    .prepare(
      'SELECT website_id AS id, COUNT(*) AS n FROM code_sends WHERE sent_at >= ? AND sent_at < ? GROUP BY website_id',
    )
    .all(from.toISOString(), to.toISOString()) as { id: number; n: number }[];
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** Refused code requests per dealer (website_id → count) in [from, to): for the morning report. */
export function codeRefusalsPerDealer(db: DatabaseSync, from: Date, to: Date): Map<number, number> {
  migrate(db);
  const rows = db
    .prepare(
      'SELECT website_id AS id, COUNT(*) AS n FROM code_refusals WHERE refused_at >= ? AND refused_at < ? GROUP BY website_id',
    )
    .all(from.toISOString(), to.toISOString()) as { id: number; n: number }[];
  return new Map(rows.map((row) => [row.id, row.n]));
}
