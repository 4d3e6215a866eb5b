import type { Row } from '../storage/driver.ts';
import { toLead, type StoredLead } from '../store.ts';
import type { Channel, DeliveryEvent } from './plan.ts';

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

/** A deliveries row as the worker and the listings use it. */
export const toJob = (r: Row): DeliveryJob => ({
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
