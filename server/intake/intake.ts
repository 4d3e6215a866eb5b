import type { DeliveryQueue } from '../delivery/queue.ts';
import type { Intake } from '../storage/engine.ts';
import type { LeadStore, StoredResponse } from '../store.ts';

/** Stored, or not: the key was already taken, and this is what it holds. */
export type IntakeResult =
  { stored: true } | { stored: false; seen: { bodyHash: string; response: StoredResponse } | null };

/**
 * Stores a new lead with its key's record and delivery jobs in one commit, before the answer (the
 * engine's intake: a transaction on SQLite, a batched statement on PostgreSQL); when the key was
 * already used, nothing is written and the first request's record is returned.
 */
export async function takeIntake(store: LeadStore, queue: DeliveryQueue, intake: Intake): Promise<IntakeResult> {
  const accepted = await store.driver.intake(intake);
  if (accepted && intake.lead && intake.jobs.length > 0) queue.announce();
  if (accepted) return { stored: true };
  return { stored: false, seen: intake.key ? await store.findIdempotent(intake.key.scoped) : null };
}
