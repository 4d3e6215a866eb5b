import type { DeliveryJob } from './queue.ts';

/** One lead's delivery state as the dealer export and `npm run deliveries` show it. */
export interface LeadDeliveryState {
  status: 'none' | 'queued' | 'sent' | 'retrying' | 'dead';
  /** ISO time of the next attempt, while retrying. */
  next_attempt_at?: string;
  /** Why the last attempt failed (retrying) or why it was given up (dead). */
  reason?: string;
  sent: number;
  total: number;
}

/**
 * Worst first: any dead delivery makes the lead dead (someone must act), then retrying, then
 * queued or sending; sent only when every delivery was acknowledged.
 */
export function leadDeliveryState(jobs: readonly DeliveryJob[]): LeadDeliveryState {
  const sent = jobs.filter((j) => j.status === 'sent').length;
  const base = { sent, total: jobs.length };
  if (jobs.length === 0) return { status: 'none', ...base };
  const dead = jobs.find((j) => j.status === 'dead');
  if (dead) return { status: 'dead', reason: dead.last_error ?? 'unknown', ...base };
  const retrying = jobs.filter((j) => j.status === 'retrying').sort((a, b) => a.next_at - b.next_at)[0];
  if (retrying)
    return {
      status: 'retrying',
      next_attempt_at: new Date(retrying.next_at).toISOString(),
      reason: retrying.last_error ?? 'unknown',
      ...base,
    };
  return { status: sent === jobs.length ? 'sent' : 'queued', ...base };
}
