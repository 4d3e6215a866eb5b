import type { DeliveryQueue } from '../delivery/queue.ts';
import type { PlannedDelivery } from '../delivery/plan.ts';
import type { SqlDriver } from '../storage/driver.ts';
import type { LeadStore, StoredLead, StoredResponse } from '../store.ts';
import { PostgresIntake } from './postgres.ts';

/**
 * What accepting a new lead writes, all or nothing: the Idempotency-Key's record (when the request
 * has a key), the lead (none for a honeypot answer) and its delivery jobs.
 */
export interface Intake {
  key: { scoped: string; bodyHash: string; response: StoredResponse; at: string } | null;
  lead: Omit<StoredLead, 'updated_at'> | null;
  jobs: readonly PlannedDelivery[];
  /** The queue's clock (ms) for the jobs: when they were queued and first due. */
  queuedAt: number;
}

/** Stored, or not: the key was already taken, and this is what it holds. */
export type IntakeResult =
  { stored: true } | { stored: false; seen: { bodyHash: string; response: StoredResponse } | null };

/** One batching intake per PostgreSQL store (postgres.ts). */
const batchers = new WeakMap<SqlDriver, PostgresIntake>();

function postgresIntake(store: LeadStore, intake: Intake): Promise<boolean> {
  let batcher = batchers.get(store.driver);
  if (!batcher) {
    batcher = new PostgresIntake(store.driver);
    batchers.set(store.driver, batcher);
  }
  return batcher.take(intake);
}

/** SQLite (one writer at a time, in the process: no round trips) takes an intake as one transaction of its steps. */
function sqliteIntake(store: LeadStore, queue: DeliveryQueue, intake: Intake) {
  const { key, lead, jobs, queuedAt } = intake;
  return store.write(async () => {
    if (key && (await store.findIdempotent(key.scoped))) return false;
    if (lead) {
      await store.insertLead(lead);
      await queue.insertJobs(lead.id, lead.website_id, jobs, queuedAt);
    }
    if (key) await store.saveIdempotent(key.scoped, key.bodyHash, key.response, new Date(key.at));
    return true;
  });
}

/**
 * Stores a new lead with its key's record and delivery jobs in one commit, before the answer; when
 * the key was already used, nothing is written and the first request's record is returned.
 */
export async function takeIntake(store: LeadStore, queue: DeliveryQueue, intake: Intake): Promise<IntakeResult> {
  const engine = store.driver.engine;
  let accepted: boolean;
  switch (engine) {
    case 'postgres':
      accepted = await postgresIntake(store, intake);
      break;
    case 'sqlite':
      accepted = await sqliteIntake(store, queue, intake);
      break;
    default: {
      const unknown: never = engine;
      throw new Error(`No lead intake for the ${String(unknown)} engine.`);
    }
  }
  if (accepted && intake.lead && intake.jobs.length > 0) queue.announce();
  if (accepted) return { stored: true };
  return { stored: false, seen: intake.key ? await store.findIdempotent(intake.key.scoped) : null };
}
