import { createHash, randomBytes } from 'node:crypto';
import type { Row, SqlDriver } from '../storage/driver.ts';
import { isLeadStatus, LINK_MINUTES, MS_PER_MINUTE, type LeadStatus } from './rules.ts';
import { isRole, type Role } from './roles.ts';

/** Links and sessions are stored by the SHA-256 of their token, never the token itself. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 256 random bits: not guessable, and fits a URL and a cookie. */
export const newToken = () => randomBytes(32).toString('base64url');

export interface Person {
  id: string;
  email: string;
  role: Role;
  /** The dealers (slugs) the role covers; an operator's is every dealer, whatever is stored. */
  dealers: string[];
  createdAt: number;
  createdBy: string;
}

export interface StaffSession {
  staffId: string;
  csrf: string;
  createdAt: number;
  seenAt: number;
  expiresAt: number;
  revokedAt: number | null;
}

export interface LeadNote {
  at: number;
  author: string;
  status: LeadStatus | null;
  note: string;
}

const num = (v: Row[string] | undefined) => (v === null || v === undefined ? null : Number(v));

function toPerson(r: Row): Person {
  const role = String(r.role);
  return {
    id: String(r.id),
    email: String(r.email),
    role: isRole(role) ? role : 'sales',
    dealers: String(r.dealers).split(' ').filter(Boolean),
    createdAt: Number(r.created_at),
    createdBy: String(r.created_by),
  };
}

/** The console's people, sign-in links, sessions and the dealer's marks on leads, on either engine. */
export class StaffTable {
  private readonly db: SqlDriver;

  constructor(db: SqlDriver) {
    this.db = db;
  }

  async byEmail(email: string): Promise<Person | null> {
    const rows = await this.db.all('SELECT * FROM staff WHERE email = ?', [email.trim().toLowerCase()]);
    return rows[0] ? toPerson(rows[0]) : null;
  }

  async byId(id: string): Promise<Person | null> {
    const rows = await this.db.all('SELECT * FROM staff WHERE id = ?', [id]);
    return rows[0] ? toPerson(rows[0]) : null;
  }

  /** Everyone, or those whose role covers `dealer` by name (operators cover all and are listed apart). */
  async list(dealer?: string): Promise<Person[]> {
    const all = (await this.db.all('SELECT * FROM staff ORDER BY email')).map(toPerson);
    return dealer ? all.filter((p) => p.dealers.includes(dealer)) : all;
  }

  /**
   * Adds a person, or gives one already there the role and one more dealer. Returns the person as
   * stored now.
   */
  async add(email: string, role: Role, dealer: string | null, by: string, now: number): Promise<Person> {
    const address = email.trim().toLowerCase();
    return this.db.write(async () => {
      const found = await this.byEmail(address);
      const dealers = [...new Set([...(found?.dealers ?? []), ...(dealer ? [dealer] : [])])].join(' ');
      if (found) await this.db.run('UPDATE staff SET role = ?, dealers = ? WHERE id = ?', [role, dealers, found.id]);
      else
        await this.db.run(
          'INSERT INTO staff (id, email, role, dealers, created_at, created_by) VALUES (?, ?, ?, ?, ?, ?)',
          [`stf_${randomBytes(12).toString('hex')}`, address, role, dealers, now, by],
        );
      return (await this.byEmail(address))!;
    });
  }

  /**
   * Takes a person off one dealer (or off the console when `dealer` is null or was their last),
   * ending their sessions at once. False when there was no such person.
   */
  async remove(email: string, dealer: string | null, now: number): Promise<boolean> {
    return this.db.write(async () => {
      const found = await this.byEmail(email);
      if (!found) return false;
      const left = dealer ? found.dealers.filter((d) => d !== dealer) : [];
      if (left.length > 0 && found.role !== 'operator')
        await this.db.run('UPDATE staff SET dealers = ? WHERE id = ?', [left.join(' '), found.id]);
      else await this.db.run('DELETE FROM staff WHERE id = ?', [found.id]);
      await this.db.run('UPDATE staff_sessions SET revoked_at = ? WHERE staff_id = ? AND revoked_at IS NULL', [
        now,
        found.id,
      ]);
      return true;
    });
  }

  /** Links sent to a person since `since` (the per-address limit). */
  async linksSince(staffId: string, since: number): Promise<number> {
    const rows = await this.db.all('SELECT count(*) AS n FROM staff_links WHERE staff_id = ? AND created_at >= ?', [
      staffId,
      since,
    ]);
    return Number(rows[0]?.n ?? 0);
  }

  /** A new single-use link token for the person, valid for LINK_MINUTES. */
  async createLink(staffId: string, now: number): Promise<string> {
    const token = newToken();
    await this.db.run('INSERT INTO staff_links (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [
      hashToken(token),
      staffId,
      now,
      now + LINK_MINUTES * MS_PER_MINUTE,
    ]);
    return token;
  }

  /** Uses a link once: the person's id when it was unused and in time (one instance wins a race), else null. */
  async useLink(token: string, now: number): Promise<string | null> {
    const hash = hashToken(token);
    const changed = await this.db.run(
      'UPDATE staff_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
      [now, hash, now],
    );
    if (changed !== 1) return null;
    const rows = await this.db.all('SELECT staff_id FROM staff_links WHERE token_hash = ?', [hash]);
    return rows[0] ? String(rows[0].staff_id) : null;
  }

  async createSession(staffId: string, now: number, maxMs: number): Promise<{ token: string; csrf: string }> {
    const token = newToken();
    const csrf = newToken();
    await this.db.run(
      'INSERT INTO staff_sessions (token_hash, staff_id, csrf, created_at, seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      [hashToken(token), staffId, csrf, now, now, now + maxMs],
    );
    return { token, csrf };
  }

  async session(token: string): Promise<StaffSession | null> {
    const rows = await this.db.all('SELECT * FROM staff_sessions WHERE token_hash = ?', [hashToken(token)]);
    const r = rows[0];
    if (!r) return null;
    return {
      staffId: String(r.staff_id),
      csrf: String(r.csrf),
      createdAt: Number(r.created_at),
      seenAt: Number(r.seen_at),
      expiresAt: Number(r.expires_at),
      revokedAt: num(r.revoked_at),
    };
  }

  touch(token: string, now: number): Promise<number> {
    return this.db.run('UPDATE staff_sessions SET seen_at = ? WHERE token_hash = ?', [now, hashToken(token)]);
  }

  revoke(token: string, now: number): Promise<number> {
    return this.db.run('UPDATE staff_sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL', [
      now,
      hashToken(token),
    ]);
  }

  /** The status of each lead the dealer marked ('new' for the rest). */
  async statuses(leadIds: readonly string[]): Promise<Map<string, LeadStatus>> {
    const found = new Map<string, LeadStatus>();
    if (leadIds.length === 0) return found;
    for (let i = 0; i < leadIds.length; i += 500) {
      const chunk = leadIds.slice(i, i + 500);
      const rows = await this.db.all(
        `SELECT lead_id, status FROM lead_marks WHERE lead_id IN (${chunk.map(() => '?').join(', ')})`,
        chunk,
      );
      for (const r of rows) if (isLeadStatus(r.status)) found.set(String(r.lead_id), r.status);
    }
    return found;
  }

  /** A status change and/or a note on a lead, recorded with who and when. */
  async mark(leadId: string, change: { status?: LeadStatus; note?: string }, by: string, now: number): Promise<void> {
    await this.db.write(async () => {
      if (change.status)
        await this.db.run(
          `INSERT INTO lead_marks (lead_id, status, updated_at, updated_by) VALUES (?, ?, ?, ?)
           ON CONFLICT (lead_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at,
           updated_by = excluded.updated_by`,
          [leadId, change.status, now, by],
        );
      await this.db.run('INSERT INTO lead_notes (lead_id, at, author, status, note) VALUES (?, ?, ?, ?, ?)', [
        leadId,
        now,
        by,
        change.status ?? null,
        change.note ?? '',
      ]);
    });
  }

  async notes(leadId: string): Promise<LeadNote[]> {
    const rows = await this.db.all('SELECT * FROM lead_notes WHERE lead_id = ? ORDER BY at', [leadId]);
    return rows.map((r) => ({
      at: Number(r.at),
      author: String(r.author),
      status: isLeadStatus(r.status) ? r.status : null,
      note: String(r.note),
    }));
  }
}
