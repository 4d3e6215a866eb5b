import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS code_sends (website_id INTEGER NOT NULL, phone_hash TEXT NOT NULL, sent_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS code_sends_by_phone ON code_sends (phone_hash, sent_at);
CREATE INDEX IF NOT EXISTS code_sends_by_site ON code_sends (website_id, sent_at);
CREATE TABLE IF NOT EXISTS code_failures (phone_hash TEXT NOT NULL, failed_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS code_failures_by_phone ON code_failures (phone_hash, failed_at);
`;

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

/** Code sends and wrong guesses in the lead store, for the limits and the morning report. */
export class SignInLedger {
  private readonly db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.db = db;
    db.exec(SCHEMA);
  }

  recordSend(websiteId: number, phoneHash: string, at: Date): void {
    this.db
      .prepare('INSERT INTO code_sends (website_id, phone_hash, sent_at) VALUES (?, ?, ?)')
      .run(websiteId, phoneHash, at.toISOString());
  }

  recordWrongGuess(phoneHash: string, at: Date): void {
    this.db.prepare('INSERT INTO code_failures (phone_hash, failed_at) VALUES (?, ?)').run(phoneHash, at.toISOString());
  }

  phoneSends(websiteId: number, phoneHash: string, since: Date): number[] {
    return this.times(
      'SELECT sent_at AS t FROM code_sends WHERE website_id = ? AND phone_hash = ? AND sent_at > ?',
      websiteId,
      phoneHash,
      since.toISOString(),
    );
  }

  dealerSends(websiteId: number, since: Date): number[] {
    return this.times(
      'SELECT sent_at AS t FROM code_sends WHERE website_id = ? AND sent_at > ?',
      websiteId,
      since.toISOString(),
    );
  }

  wrongGuesses(phoneHash: string, since: Date): number[] {
    return this.times(
      'SELECT failed_at AS t FROM code_failures WHERE phone_hash = ? AND failed_at > ?',
      phoneHash,
      since.toISOString(),
    );
  }

  private times(sql: string, ...params: (string | number)[]): number[] {
    return (this.db.prepare(sql).all(...params) as { t: string }[]).map((row) => Date.parse(row.t));
  }
}

/** Sign-in codes sent per dealer (website_id → count) in [from, to): for the morning report. */
export function codeSendsPerDealer(db: DatabaseSync, from: Date, to: Date): Map<number, number> {
  db.exec(SCHEMA);
  const rows = db
    .prepare(
      'SELECT website_id AS id, COUNT(*) AS n FROM code_sends WHERE sent_at >= ? AND sent_at < ? GROUP BY website_id',
    )
    .all(from.toISOString(), to.toISOString()) as { id: number; n: number }[];
  return new Map(rows.map((row) => [row.id, row.n]));
}
