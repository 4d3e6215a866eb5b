import type { Settlement } from '../storage/engine.ts';
import { deliveryRow } from '../storage/engine.ts';
import { insertDeliveries, jobCounts, jobsOfLead, retryDead, unfinishedJobs } from '../storage/statements.ts';
import type { LeadStore } from '../store.ts';
import { toJob, type ClaimScope, type DeliveryJob, type DeliveryStatus } from './jobs.ts';
import type { PlannedDelivery } from './plan.ts';

export type { ClaimScope, DeliveryJob, DeliveryStatus } from './jobs.ts';

/**
 * The server-side outbox: one row per message to send, written in the same transaction as
 * the lead (call enqueue inside LeadStore.write). Workers claim due rows with a lease; a worker
 * that dies mid-send leaves rows whose lease runs out and another claim picks them up. On
 * PostgreSQL, claims lock the rows they take and skip the rows another worker's claim holds
 * (FOR UPDATE SKIP LOCKED), so workers on several machines each send a message once. The SQL is
 * the store engine's (server/storage/): this class holds the queue's rules and its listeners.
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
    const rows = planned.map((p) => deliveryRow(leadId, websiteId, p, now, extra));
    const added = await insertDeliveries(this.store.driver, rows);
    if (added > 0) this.announce();
    return added;
  }

  /**
   * Takes up to `limit` due jobs (and jobs whose sender's lease ran out) and leases them: sign-in
   * codes or lead jobs (`scope`), leaving out the lanes that have no place free (see lanes.ts).
   */
  async claim(now: number, limit: number, leaseMs: number, scope: ClaimScope = {}): Promise<DeliveryJob[]> {
    const rows = await this.store.driver.claim(now, limit, leaseMs, {
      signIn: scope.signIn === undefined ? null : scope.signIn ? 1 : 0,
      sites: scope.skipEmailSites ?? [],
      hooks: scope.skipWebhooks ?? [],
    });
    return rows.map(toJob);
  }

  /** Gives claimed jobs back unsent (their lane had no place after all), as they were before the claim. */
  release(ids: readonly string[]): Promise<void> {
    return this.store.driver.release(ids);
  }

  /** Records what happened to claimed jobs, in one commit. */
  settle(results: readonly Settlement[]): Promise<void> {
    return this.store.driver.settle(results);
  }

  /** Puts a dead job back in the queue for one more round of attempts. */
  async retry(id: string, now: number): Promise<boolean> {
    const changed = await this.store.write(() => retryDead(this.store.driver, id, now));
    if (changed) this.announce();
    return changed;
  }

  async ofLead(leadId: string): Promise<DeliveryJob[]> {
    return (await jobsOfLead(this.store.driver, leadId)).map(toJob);
  }

  /** Jobs not yet sent (queued, sending, retrying) and dead ones, oldest first. */
  async unfinished(websiteId?: number): Promise<DeliveryJob[]> {
    return (await unfinishedJobs(this.store.driver, websiteId)).map(toJob);
  }

  /** Counts by status of one dealer's lead deliveries queued since `since`. */
  async counts(websiteId: number, since: number): Promise<Record<DeliveryStatus, number>> {
    const counts: Record<DeliveryStatus, number> = { queued: 0, sending: 0, retrying: 0, sent: 0, dead: 0 };
    for (const r of await jobCounts(this.store.driver, websiteId, since))
      counts[String(r.status) as DeliveryStatus] = Number(r.n);
    return counts;
  }
}
