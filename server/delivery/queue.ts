import type { Row, SqlValue } from '../storage/driver.ts';
import { toLead, type LeadStore, type StoredLead } from '../store.ts';
import type { Channel, DeliveryEvent, PlannedDelivery } from './plan.ts';
import { claimOnPostgres, settleOnPostgres, type Settlement } from './postgresQueue.ts';

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
  /**
   * The job's lead as the claim read it, when the claim joined it in (PostgreSQL; null: no such
   * lead); absent, the sender reads the lead itself.
   */
  lead?: StoredLead | null;
}

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
  // node-postgres hands jsonb back parsed: the lead's row as an object.
  ...('lead_row' in r ? { lead: r.lead_row === null ? null : toLead(r.lead_row as unknown as Row) } : {}),
});

/**
 * The server-side outbox: one row per message to send, written in the same transaction as
 * the lead (call enqueue inside LeadStore.write). Workers claim due rows with a lease; a worker
 * that dies mid-send leaves rows whose lease runs out and another claim picks them up. On
 * PostgreSQL, claims lock the rows they take and skip the rows another worker's claim holds
 * (FOR UPDATE SKIP LOCKED), so workers on several machines each send a message once.
 */
export class DeliveryQueue {
  private readonly listeners: (() => void)[] = [];

  readonly store: LeadStore;

  constructor(store: LeadStore) {
    this.store = store;
  }

  /** Called (after the enqueuing transaction commits) whenever a job is added. */
  onEnqueue(listener: () => void): void {
    this.listeners.push(listener);
  }

  private run(sql: string, ...params: SqlValue[]): Promise<number> {
    return this.store.driver.run(sql, params);
  }

  private all(sql: string, ...params: SqlValue[]): Promise<Row[]> {
    return this.store.driver.all(sql, params);
  }

  private get postgres(): boolean {
    return this.store.driver.engine === 'postgres';
  }

  /** Tells the listeners (after the enqueuing transaction commits) that jobs were added. */
  announce(): void {
    setImmediate(() => {
      this.listeners.forEach((l) => {
        l();
      });
    });
  }

  /** Inside a store write: adds each planned delivery once (a repeated id is ignored). */
  async enqueue(
    leadId: string,
    websiteId: number,
    planned: readonly PlannedDelivery[],
    now: number,
    extra: { payload?: string; maxAgeMs?: number } = {},
  ): Promise<number> {
    const added = await this.insertJobs(leadId, websiteId, planned, now, extra);
    if (added > 0) this.announce();
    return added;
  }

  /** enqueue without telling the listeners: the caller announces once its write has committed. */
  async insertJobs(
    leadId: string,
    websiteId: number,
    planned: readonly PlannedDelivery[],
    now: number,
    extra: { payload?: string; maxAgeMs?: number } = {},
  ): Promise<number> {
    let added = 0;
    for (const p of planned) {
      added += await this.run(
        `INSERT INTO deliveries (id, lead_id, website_id, event, channel, target, crm, payload, status, queued_at, next_at, max_age_ms)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'queued', ?, ?, ?) ON CONFLICT DO NOTHING`,
        p.id,
        leadId,
        websiteId,
        p.event,
        p.channel,
        p.target,
        p.crm ? 1 : 0,
        extra.payload ?? null,
        now,
        now + (p.holdMs ?? 0),
        extra.maxAgeMs ?? null,
      );
    }
    return added;
  }

  /**
   * Takes up to `limit` due jobs (and jobs whose sender's lease ran out) and leases them: sign-in
   * codes or lead jobs (`scope`), leaving out the lanes that have no place free (see lanes.ts).
   */
  claim(now: number, limit: number, leaseMs: number, scope: ClaimScope = {}): Promise<DeliveryJob[]> {
    const signIn = scope.signIn === undefined ? null : scope.signIn ? 1 : 0;
    const sites = scope.skipEmailSites ?? [];
    const hooks = scope.skipWebhooks ?? [];
    if (this.postgres)
      return claimOnPostgres(this.store.driver, now, limit, leaseMs, { signIn, sites, hooks }).then((rows) =>
        rows.map(toJob),
      );
    const filter = `AND (? IS NULL OR (channel = 'sms') = ?)
      AND NOT (channel = 'email' AND website_id IN (SELECT value FROM json_each(?)))
      AND NOT (channel = 'webhook' AND target IN (SELECT value FROM json_each(?)))`;
    const lanes = [signIn, signIn, JSON.stringify(sites), JSON.stringify(hooks)];
    return this.store.write(async () => {
      // Two walks of partial indexes in order, each stopping at the limit: no sort of every job
      // waiting (a burst of thousands made each claim slower than the sends it fed).
      const rows = await this.all(
        `UPDATE deliveries SET status = 'sending', lease_until = ?, attempts = attempts + 1
           WHERE id IN (
             SELECT id FROM (SELECT id FROM deliveries INDEXED BY deliveries_leased
               WHERE status = 'sending' AND lease_until <= ? ${filter} ORDER BY lease_until LIMIT ?)
             UNION ALL
             SELECT id FROM (SELECT id FROM deliveries INDEXED BY deliveries_waiting
               WHERE status IN ('queued', 'retrying') AND next_at <= ? ${filter} ORDER BY next_at LIMIT ?)
             LIMIT ?)
           RETURNING *`,
        now + leaseMs,
        now,
        ...lanes,
        limit,
        now,
        ...lanes,
        limit,
        limit,
      );
      return rows.map(toJob);
    });
  }

  /** Gives claimed jobs back unsent (their lane had no place after all), as they were before the claim. */
  release(ids: readonly string[]): Promise<void> {
    const chosen = this.postgres ? 'id = ANY(?::text[])' : 'id IN (SELECT value FROM json_each(?))';
    return this.store.write(async () => {
      await this.run(
        `UPDATE deliveries SET status = CASE WHEN attempts <= 1 THEN 'queued' ELSE 'retrying' END,
           attempts = attempts - 1, lease_until = NULL
         WHERE status = 'sending' AND ${chosen}`,
        this.postgres ? ids : JSON.stringify(ids),
      );
    });
  }

  /** Records what happened to claimed jobs, in one commit. */
  settle(results: readonly Settlement[]): Promise<void> {
    if (this.postgres) return settleOnPostgres(this.store.driver, results);
    return this.store.write(async () => {
      for (const r of results) {
        if (r.state === 'sent')
          await this.run(
            `UPDATE deliveries SET status = 'sent', sent_at = ?, lease_until = NULL, payload = NULL, last_error = NULL WHERE id = ?`,
            r.at,
            r.id,
          );
        else if (r.state === 'retrying')
          await this.run(
            `UPDATE deliveries SET status = 'retrying', next_at = ?, lease_until = NULL, last_error = ? WHERE id = ?`,
            r.nextAt ?? r.at,
            r.error ?? null,
            r.id,
          );
        else
          await this.run(
            `UPDATE deliveries SET status = 'dead', lease_until = NULL, payload = NULL, last_error = ? WHERE id = ?`,
            r.error ?? null,
            r.id,
          );
      }
    });
  }

  /** Puts a dead job back in the queue for one more round of attempts. */
  retry(id: string, now: number): Promise<boolean> {
    return this.store.write(async () => {
      const changed =
        (await this.run(
          `UPDATE deliveries SET status = 'queued', next_at = ?, queued_at = ?, attempts = 0, last_error = NULL WHERE id = ? AND status = 'dead' AND channel != 'sms'`,
          now,
          now,
          id,
        )) === 1;
      if (changed) this.announce();
      return changed;
    });
  }

  async ofLead(leadId: string): Promise<DeliveryJob[]> {
    return (await this.all('SELECT * FROM deliveries WHERE lead_id = ? ORDER BY id', leadId)).map(toJob);
  }

  /** Jobs not yet sent (queued, sending, retrying) and dead ones, oldest first. */
  async unfinished(websiteId?: number): Promise<DeliveryJob[]> {
    const rows = await this.all(
      `SELECT * FROM deliveries WHERE status != 'sent' ${websiteId === undefined ? '' : 'AND website_id = ?'} ORDER BY queued_at, id`,
      ...(websiteId === undefined ? [] : [websiteId]),
    );
    return rows.map(toJob);
  }

  /** Counts by status of one dealer's lead deliveries queued since `since`. */
  async counts(websiteId: number, since: number): Promise<Record<DeliveryStatus, number>> {
    const rows = await this.all(
      `SELECT status, count(*) AS n FROM deliveries WHERE website_id = ? AND queued_at >= ? AND channel != 'sms' GROUP BY status`,
      websiteId,
      since,
    );
    const counts: Record<DeliveryStatus, number> = { queued: 0, sending: 0, retrying: 0, sent: 0, dead: 0 };
    for (const r of rows) counts[String(r.status) as DeliveryStatus] = Number(r.n);
    return counts;
  }
}
