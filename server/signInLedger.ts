import { createHmac, createSecretKey, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SqlDriver } from './storage/driver.ts';
import type { RefusalReason, SendRow, SendSource } from './signInLimits.ts';

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
  // A key object made once, as in stepSecret.ts: a Buffer key costs a type check at every HMAC.
  const key = createSecretKey(secret);
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('hex');
  return {
    code: (websiteId: number, phone: string, code: string) => mac(`code:${websiteId}:${phone}:${code}`),
    phone: (phone: string) => mac(`phone:${phone}`),
  };
}

/** Code sends and refusals in the lead store, for the limits and the morning report. */
export class SignInLedger {
  private readonly db: SqlDriver;

  constructor(db: SqlDriver) {
    this.db = db;
  }

  async recordSend(websiteId: number, source: SendSource, at: Date): Promise<void> {
    await this.db.run(
      'INSERT INTO code_sends (website_id, phone_hash, network, prefix, sent_at) VALUES (?, ?, ?, ?, ?)',
      [websiteId, source.phoneHash, source.network, source.prefix, at.toISOString()],
    );
  }

  async recordRefusal(websiteId: number, reason: RefusalReason, at: Date): Promise<void> {
    await this.db.run('INSERT INTO code_refusals (website_id, reason, refused_at) VALUES (?, ?, ?)', [
      websiteId,
      reason,
      at.toISOString(),
    ]);
  }

  /** This dealer's sends after `since`. */
  async sends(websiteId: number, since: Date): Promise<SendRow[]> {
    const rows = await this.db.all(
      'SELECT phone_hash AS "phoneHash", network, prefix, sent_at AS t FROM code_sends WHERE website_id = ? AND sent_at > ?',
      [websiteId, since.toISOString()],
    );
    return rows.map((row) => ({
      phoneHash: String(row.phoneHash),
      network: String(row.network),
      prefix: String(row.prefix),
      at: Date.parse(String(row.t)),
    }));
  }
}

/** Rows per dealer (website_id → count) of a sign-in table whose time column is in [from, to). */
async function perDealer(db: SqlDriver, table: 'code_sends' | 'code_refusals', column: string, from: Date, to: Date) {
  const rows = await db.all(
    `SELECT website_id AS id, COUNT(*) AS n FROM ${table} WHERE ${column} >= ? AND ${column} < ? GROUP BY website_id`,
    [from.toISOString(), to.toISOString()],
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.n)]));
}

/** Sign-in codes sent per dealer (website_id → count) in [from, to): for the morning report. */
export const codeSendsPerDealer = (db: SqlDriver, from: Date, to: Date) =>
  perDealer(db, 'code_sends', 'sent_at', from, to);

/** Refused code requests per dealer (website_id → count) in [from, to): for the morning report. */
export const codeRefusalsPerDealer = (db: SqlDriver, from: Date, to: Date) =>
  perDealer(db, 'code_refusals', 'refused_at', from, to);
