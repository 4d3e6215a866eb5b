import type { Row, SqlDriver } from '../storage/driver.ts';
import { newToken } from './table.ts';

/** A registered passkey: the credential's id, its public key (base64url), signature counter and transports. */
export interface StoredPasskey {
  id: string;
  staffId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

const toPasskey = (r: Row): StoredPasskey => ({
  id: String(r.id),
  staffId: String(r.staff_id),
  publicKey: String(r.public_key),
  counter: Number(r.counter),
  transports: String(r.transports).split(' ').filter(Boolean),
});

/** A ceremony's challenge lives this long, then cannot be answered. */
export const CHALLENGE_MS = 5 * 60_000;

/** The console's passkeys and the challenges of registering or signing in with one, on either engine. */
export class PasskeyTable {
  private readonly db: SqlDriver;

  constructor(db: SqlDriver) {
    this.db = db;
  }

  async ofPerson(staffId: string): Promise<StoredPasskey[]> {
    const rows = await this.db.all('SELECT * FROM staff_passkeys WHERE staff_id = ? ORDER BY created_at', [staffId]);
    return rows.map(toPasskey);
  }

  async byId(id: string): Promise<StoredPasskey | null> {
    const rows = await this.db.all('SELECT * FROM staff_passkeys WHERE id = ?', [id]);
    return rows[0] ? toPasskey(rows[0]) : null;
  }

  add(p: StoredPasskey, now: number): Promise<number> {
    return this.db.run(
      'INSERT INTO staff_passkeys (id, staff_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      [p.id, p.staffId, p.publicKey, p.counter, p.transports.join(' '), now],
    );
  }

  /** Records a use; only a counter that moved on (or a key that keeps none) is accepted. */
  async used(id: string, counter: number, now: number): Promise<boolean> {
    const changed = await this.db.run(
      'UPDATE staff_passkeys SET counter = ?, used_at = ? WHERE id = ? AND (counter < ? OR (counter = 0 AND ? = 0))',
      [counter, now, id, counter, counter],
    );
    return changed === 1;
  }

  /** A new challenge (for a person registering, or anyone signing in); its id names it in the answer. */
  async challenge(challenge: string, staffId: string | null, now: number): Promise<string> {
    const id = newToken();
    await this.db.run('DELETE FROM staff_challenges WHERE expires_at < ?', [now]);
    await this.db.run('INSERT INTO staff_challenges (id, staff_id, challenge, expires_at) VALUES (?, ?, ?, ?)', [
      id,
      staffId,
      challenge,
      now + CHALLENGE_MS,
    ]);
    return id;
  }

  /** Takes a challenge once: its text and whose it is, or null when unknown, taken or expired. */
  async take(id: string, now: number): Promise<{ challenge: string; staffId: string | null } | null> {
    const rows = await this.db.all('SELECT * FROM staff_challenges WHERE id = ? AND expires_at >= ?', [id, now]);
    const row = rows[0];
    if (!row || (await this.db.run('DELETE FROM staff_challenges WHERE id = ?', [id])) !== 1) return null;
    return { challenge: String(row.challenge), staffId: row.staff_id === null ? null : String(row.staff_id) };
  }
}
