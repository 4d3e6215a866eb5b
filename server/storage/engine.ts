import type { PlannedDelivery } from '../delivery/plan.ts';
import type { HitCounter } from '../rateLimit.ts';
import type { StoredLead, StoredResponse } from '../store.ts';
import type { DeliveryRow, IdempotencyRow, LeadRow } from './columns.ts';
import type { Row, SqlDriver } from './driver.ts';

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

/** What a claim leaves out: the other budget (1: sign-in codes only, 0: leads only), and the full lanes. */
export interface ClaimFilter {
  signIn: number | null;
  /** Dealers (website ids) whose lead email lane is full or open. */
  sites: readonly number[];
  /** Webhook URLs whose lane is full or open. */
  hooks: readonly string[];
}

/** What happened to one claimed job (DeliveryQueue.settle). */
export interface Settlement {
  id: string;
  state: 'sent' | 'retrying' | 'dead';
  at: number;
  nextAt?: number;
  error?: string;
}

/**
 * The lead store's engine: the generic statements of SqlDriver, and one method per operation whose
 * SQL differs between the engines. Each engine implements it in its own folder (storage/sqlite/,
 * storage/postgres/); the engine is chosen once, where the store opens (storage/open.ts). Feature
 * modules (the queue, the intake, the rate limits) call these methods and never ask which engine runs.
 */
export interface StoreEngine extends SqlDriver {
  /** Resolves once the store is open and its schema current (PostgreSQL opens in the background). */
  opened(): Promise<void>;
  /** Stores an intake in one commit; false (nothing written) when its key was already taken. */
  intake(intake: Intake): Promise<boolean>;
  /**
   * Leases up to `limit` due jobs (and jobs whose sender's lease ran out), leaving out what `filter`
   * names; the rows as stored after the claim (PostgreSQL adds each job's lead as `lead_row`).
   */
  claim(now: number, limit: number, leaseMs: number, filter: ClaimFilter): Promise<Row[]>;
  /** Gives claimed jobs back unsent, as they were before the claim. */
  release(ids: readonly string[]): Promise<void>;
  /** Records what happened to claimed jobs, in one commit. */
  settle(results: readonly Settlement[]): Promise<void>;
  /** A fixed-window request counter: shared by every instance where the engine serves several. */
  hitCounter(limit: number, windowMs: number, scope: string): HitCounter;
}

/** A lead as both engines insert it: updated_at starts at created_at. */
export const leadRow = (lead: Omit<StoredLead, 'updated_at'>): LeadRow => ({
  id: lead.id,
  website_id: lead.website_id,
  form: lead.form,
  category: lead.category,
  subcategory: lead.subcategory,
  created_at: lead.created_at,
  updated_at: lead.created_at,
  data: JSON.stringify(lead.data),
});

/** A new delivery job as both engines insert it: queued, due after its hold. */
export const deliveryRow = (
  leadId: string,
  websiteId: number,
  p: PlannedDelivery,
  now: number,
  extra: { payload?: string; maxAgeMs?: number } = {},
): DeliveryRow => ({
  id: p.id,
  lead_id: leadId,
  website_id: websiteId,
  event: p.event,
  channel: p.channel,
  target: p.target,
  crm: p.crm ? 1 : 0,
  payload: extra.payload ?? null,
  status: 'queued',
  attempts: 0,
  queued_at: now,
  next_at: now + (p.holdMs ?? 0),
  lease_until: null,
  last_error: null,
  sent_at: null,
  max_age_ms: extra.maxAgeMs ?? null,
});

/** An Idempotency-Key's record as both engines insert it. */
export const idempotencyRow = (
  key: string,
  bodyHash: string,
  response: StoredResponse,
  at: string,
): IdempotencyRow => ({
  key,
  body_hash: bodyHash,
  status: response.status,
  response: JSON.stringify(response.body),
  created_at: at,
});
