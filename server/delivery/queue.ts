import type { StatementSync } from 'node:sqlite';
import type { LeadStore } from '../store.ts';
import type { Channel, DeliveryEvent, PlannedDelivery } from './plan.ts';

export type DeliveryStatus = 'queued' | 'sending' | 'retrying' | 'sent' | 'dead';

/** One row of the delivery queue. */
export interface DeliveryJob {
  id: string;
  lead_id: string;
  website_id: number;
  event: DeliveryEvent;
  channel: Channel;
  target: string;
  crm: boolean;
  /** SMS text (a sign-in code); cleared once the job is finished. */
  payload: string | null;
  status: DeliveryStatus;
  attempts: number;
  queued_at: number;
  next_at: number;
  lease_until: number | null;
  last_error: string | null;
  sent_at: number | null;
  max_age_ms: number | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS deliveries (
  id TEXT PRIMARY KEY, lead_id TEXT NOT NULL, website_id INTEGER NOT NULL, event TEXT NOT NULL,
  channel TEXT NOT NULL, target TEXT NOT NULL, crm INTEGER NOT NULL DEFAULT 0, payload TEXT,
  status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, queued_at INTEGER NOT NULL,
  next_at INTEGER NOT NULL, lease_until INTEGER, last_error TEXT, sent_at INTEGER, max_age_ms INTEGER);
CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (status, next_at);
CREATE INDEX IF NOT EXISTS deliveries_waiting ON deliveries (next_at) WHERE status IN ('queued', 'retrying');
CREATE INDEX IF NOT EXISTS deliveries_leased ON deliveries (lease_until) WHERE status = 'sending';
CREATE INDEX IF NOT EXISTS deliveries_by_lead ON deliveries (lead_id);
CREATE INDEX IF NOT EXISTS deliveries_by_site ON deliveries (website_id, queued_at);
`;

type Row = Record<string, string | number | null>;

/** Which due jobs a claim may take: sign-in codes only, lead jobs only, or any; minus full lanes. */
export interface ClaimScope {
  signIn?: boolean;
  /** Dealers (website ids) whose lead email lane is full or open. */
  skipEmailSites?: readonly number[];
  /** Webhook URLs whose lane is full or open. */
  skipWebhooks?: readonly string[];
}

const toJob = (r: Row): DeliveryJob => ({
  id: String(r.id),
  lead_id: String(r.lead_id),
  website_id: Number(r.website_id),
  event: String(r.event) as DeliveryEvent,
  channel: String(r.channel) as Channel,
  target: String(r.target),
  crm: Number(r.crm) === 1,
  payload: r.payload === null ? null : String(r.payload),
  status: String(r.status) as DeliveryStatus,
  attempts: Number(r.attempts),
  queued_at: Number(r.queued_at),
  next_at: Number(r.next_at),
  lease_until: r.lease_until === null ? null : Number(r.lease_until),
  last_error: r.last_error === null ? null : String(r.last_error),
  sent_at: r.sent_at === null ? null : Number(r.sent_at),
  max_age_ms: r.max_age_ms === null ? null : Number(r.max_age_ms),
});

/**
 * The server-side outbox: one row per message to send, written in the same SQLite transaction as
 * the lead (call enqueue inside LeadStore.write). Workers claim due rows with a lease; a worker
 * that dies mid-send leaves rows whose lease runs out and another claim picks them up.
 */
export class DeliveryQueue {
  private readonly listeners: (() => void)[] = [];
  private readonly statements = new Map<string, StatementSync>();

  readonly store: LeadStore;

  constructor(store: LeadStore) {
    this.store = store;
    store.db.exec(SCHEMA);
  }

  /** Called (after the enqueuing transaction commits) whenever a job is added. */
  onEnqueue(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Prepared once per SQL text. */
  private sql(text: string): StatementSync {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.store.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  private run(sql: string, ...params: (string | number | null)[]) {
    return this.sql(sql).run(...params);
  }

  /** Inside a store write: adds each planned delivery once (a repeated id is ignored). */
  enqueue(
    leadId: string,
    websiteId: number,
    planned: readonly PlannedDelivery[],
    now: number,
    extra: { payload?: string; maxAgeMs?: number } = {},
  ): number {
    let added = 0;
    for (const p of planned) {
      const result = this.run(
        `INSERT OR IGNORE INTO deliveries (id, lead_id, website_id, event, channel, target, crm, payload, status, queued_at, next_at, max_age_ms)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'queued', ?, ?, ?)`,
        p.id,
        leadId,
        websiteId,
        p.event,
        p.channel,
        p.target,
        p.crm ? 1 : 0,
        extra.payload ?? null,
        now,
        now,
        extra.maxAgeMs ?? null,
      );
      added += Number(result.changes);
    }
    if (added > 0)
      setImmediate(() => {
        this.listeners.forEach((l) => {
          l();
        });
      });
    return added;
  }

  /**
   * Takes up to `limit` due jobs (and jobs whose sender's lease ran out) and leases them: sign-in
   * codes or lead jobs (`scope`), leaving out the lanes that have no place free (see lanes.ts).
   */
  claim(now: number, limit: number, leaseMs: number, scope: ClaimScope = {}): Promise<DeliveryJob[]> {
    const signIn = scope.signIn === undefined ? null : scope.signIn ? 1 : 0;
    const sites = JSON.stringify(scope.skipEmailSites ?? []);
    const hooks = JSON.stringify(scope.skipWebhooks ?? []);
    const filter = `AND (? IS NULL OR (channel = 'sms') = ?)
      AND NOT (channel = 'email' AND website_id IN (SELECT value FROM json_each(?)))
      AND NOT (channel = 'webhook' AND target IN (SELECT value FROM json_each(?)))`;
    return this.store.write(() => {
      // Two walks of partial indexes in order, each stopping at the limit: no sort of every job
      // waiting (a burst of thousands made each claim slower than the sends it fed).
      const rows = this.sql(
        `UPDATE deliveries SET status = 'sending', lease_until = ?, attempts = attempts + 1
           WHERE id IN (
             SELECT id FROM (SELECT id FROM deliveries INDEXED BY deliveries_leased
               WHERE status = 'sending' AND lease_until <= ? ${filter} ORDER BY lease_until LIMIT ?)
             UNION ALL
             SELECT id FROM (SELECT id FROM deliveries INDEXED BY deliveries_waiting
               WHERE status IN ('queued', 'retrying') AND next_at <= ? ${filter} ORDER BY next_at LIMIT ?)
             LIMIT ?)
           RETURNING *`,
      ).all(
        now + leaseMs,
        now,
        signIn,
        signIn,
        sites,
        hooks,
        limit,
        now,
        signIn,
        signIn,
        sites,
        hooks,
        limit,
        limit,
      ) as Row[];
      return rows.map(toJob);
    });
  }

  /** Gives claimed jobs back unsent (their lane had no place after all), as they were before the claim. */
  release(ids: readonly string[]): Promise<void> {
    return this.store.write(() => {
      this.run(
        `UPDATE deliveries SET status = CASE WHEN attempts <= 1 THEN 'queued' ELSE 'retrying' END,
           attempts = attempts - 1, lease_until = NULL
         WHERE status = 'sending' AND id IN (SELECT value FROM json_each(?))`,
        JSON.stringify(ids),
      );
    });
  }

  /** Records what happened to claimed jobs, in one commit. */
  settle(results: { id: string; state: 'sent' | 'retrying' | 'dead'; at: number; nextAt?: number; error?: string }[]) {
    return this.store.write(() => {
      for (const r of results) {
        if (r.state === 'sent')
          this.run(
            `UPDATE deliveries SET status = 'sent', sent_at = ?, lease_until = NULL, payload = NULL, last_error = NULL WHERE id = ?`,
            r.at,
            r.id,
          );
        else if (r.state === 'retrying')
          this.run(
            `UPDATE deliveries SET status = 'retrying', next_at = ?, lease_until = NULL, last_error = ? WHERE id = ?`,
            r.nextAt ?? r.at,
            r.error ?? null,
            r.id,
          );
        else
          this.run(
            `UPDATE deliveries SET status = 'dead', lease_until = NULL, payload = NULL, last_error = ? WHERE id = ?`,
            r.error ?? null,
            r.id,
          );
      }
    });
  }

  /** Puts a dead job back in the queue for one more round of attempts. */
  retry(id: string, now: number): Promise<boolean> {
    return this.store.write(() => {
      const result = this.run(
        `UPDATE deliveries SET status = 'queued', next_at = ?, queued_at = ?, attempts = 0, last_error = NULL WHERE id = ? AND status = 'dead' AND channel != 'sms'`,
        now,
        now,
        id,
      );
      const changed = Number(result.changes) === 1;
      if (changed)
        setImmediate(() => {
          this.listeners.forEach((l) => {
            l();
          });
        });
      return changed;
    });
  }

  ofLead(leadId: string): DeliveryJob[] {
    return (this.sql('SELECT * FROM deliveries WHERE lead_id = ? ORDER BY id').all(leadId) as Row[]).map(toJob);
  }

  /** Jobs not yet sent (queued, sending, retrying) and dead ones, oldest first. */
  unfinished(websiteId?: number): DeliveryJob[] {
    const rows = this.sql(
      `SELECT * FROM deliveries WHERE status != 'sent' ${websiteId === undefined ? '' : 'AND website_id = ?'} ORDER BY queued_at, id`,
    ).all(...(websiteId === undefined ? [] : [websiteId])) as Row[];
    return rows.map(toJob);
  }

  /** Counts by status of one dealer's lead deliveries queued since `since`. */
  counts(websiteId: number, since: number): Record<DeliveryStatus, number> {
    const rows = this.sql(
      `SELECT status, count(*) AS n FROM deliveries WHERE website_id = ? AND queued_at >= ? AND channel != 'sms' GROUP BY status`,
    ).all(websiteId, since) as Row[];
    const counts: Record<DeliveryStatus, number> = { queued: 0, sending: 0, retrying: 0, sent: 0, dead: 0 };
    for (const r of rows) counts[String(r.status) as DeliveryStatus] = Number(r.n);
    return counts;
  }
}
