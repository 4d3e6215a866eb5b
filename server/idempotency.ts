import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { canonicalJson } from '../src/api/canonicalJson.ts';
import { failure, reply } from './answers.ts';
import type { ApiEnv } from './context.ts';
import type { DeliveryQueue } from './delivery/queue.ts';
import { takeIntake } from './intake/intake.ts';
import type { Intake } from './storage/engine.ts';
import type { LeadStore, StoredResponse } from './store.ts';

/** Idempotency-Key handling of the lead API's writes: the key's dealer scope, the body hash, the replay. */

/** The hash a key's first body is kept under: the same content in another key order is the same body. */
export const hashBody = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The dealer an Idempotency-Key belongs to: the site of the calling origin (a browser on a dealer's
 * site), else the body's website_id (server-to-server calls), else none. A key is only ever replayed
 * within its dealer, method and path, so another dealer's origin can never read an answer through it.
 */
export function dealerScope(siteIdOfOrigin: number | undefined, body: Record<string, unknown>): string {
  if (siteIdOfOrigin !== undefined) return `site:${siteIdOfOrigin}`;
  return typeof body.website_id === 'number' ? `site:${body.website_id}` : 'site:none';
}

/**
 * Runs a write once per Idempotency-Key: the same key and body get the first answer again; the same
 * key with another body gets 422. The write and the key's record commit together, before the answer.
 * Keys are scoped by dealer (dealerScope), method and path; only successes (2xx) are kept as a key's
 * answer, so a refusal (wrong origin, unknown lead, invalid body, limits) is decided afresh on a retry.
 */
export async function idempotent(
  c: Context<ApiEnv>,
  store: LeadStore,
  now: Date,
  run: () => StoredResponse | Promise<StoredResponse>,
  /** Adds to the answer, fresh or replayed, what must not be kept with it (a lead's step secret). */
  reveal: (response: StoredResponse) => StoredResponse = (response) => response,
): Promise<Response> {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return reply(c, reveal(await store.write(run)));
  const scoped = scopedKey(c, key);
  if (scoped === null) return reply(c, BAD_KEY);
  const bodyHash = c.get('bodyHash');
  const response = await store.write(async () => {
    // Another instance answering the same key waits here until that answer commits, then replays it.
    await store.driver.lockKey(scoped);
    const seen = await store.findIdempotent(scoped);
    if (seen) return replay(c, seen);
    const result = await run();
    if (succeeded(result)) await store.saveIdempotent(scoped, bodyHash, result, now);
    return result;
  });
  return reply(c, reveal(response));
}

const BAD_KEY = failure(400, 'Idempotency-Key must be 8 to 128 letters, digits, - or _.');
const succeeded = (response: StoredResponse) => response.status >= 200 && response.status < 300;

/** The key as it is stored: within its dealer, method and path; null when it is malformed. */
function scopedKey(c: Context<ApiEnv>, key: string): string | null {
  if (!KEY_PATTERN.test(key)) return null;
  return `${(c.get('dealerScope') as string | undefined) ?? 'site:none'} ${c.req.method} ${c.req.path} ${key}`;
}

/** A key already used: its first answer again for the same body, else 422. */
function replay(c: Context<ApiEnv>, seen: { bodyHash: string; response: StoredResponse }): StoredResponse {
  if (seen.bodyHash !== c.get('bodyHash')) {
    return failure(422, 'This Idempotency-Key was already used with a different request body.');
  }
  c.header('Idempotent-Replayed', 'true');
  return seen.response;
}

/** A new lead's answer, and (for a success) what storing it writes. */
export type IntakeDecision = { response: StoredResponse; retryAfter?: number | undefined } & Partial<
  Pick<Intake, 'lead' | 'jobs'>
>;

/**
 * idempotent() for creating a lead, the API's busiest write: the request is decided first (no
 * store work), then a success is stored with its key's record in one commit (the engine's intake: one
 * round trip on PostgreSQL). The rules are idempotent()'s: a used key replays its first answer for
 * the same body and answers 422 for another; a refusal is not kept, so a used key still replays
 * when this attempt would be refused (a reservation whose car has since been reserved).
 */
export async function idempotentIntake(
  c: Context<ApiEnv>,
  store: LeadStore,
  queue: DeliveryQueue,
  now: Date,
  decide: () => IntakeDecision | Promise<IntakeDecision>,
  reveal: (response: StoredResponse) => StoredResponse,
): Promise<Response> {
  const key = c.req.header('idempotency-key');
  const scoped = key === undefined ? null : scopedKey(c, key);
  if (key !== undefined && scoped === null) return reply(c, BAD_KEY);
  const decision = await decide();
  const { response } = decision;
  if (!succeeded(response)) {
    const seen = scoped === null ? null : await store.findIdempotent(scoped);
    if (seen) return reply(c, reveal(replay(c, seen)));
    if (decision.retryAfter) c.header('Retry-After', String(decision.retryAfter));
    return reply(c, response);
  }
  const intake: Intake = {
    key: scoped === null ? null : { scoped, bodyHash: c.get('bodyHash'), response, at: now.toISOString() },
    lead: decision.lead ?? null,
    jobs: decision.jobs ?? [],
    queuedAt: now.getTime(),
  };
  // A key whose record vanished between the insert and the read (swept as expired) is free again.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const result = await takeIntake(store, queue, intake);
    if (result.stored) return reply(c, reveal(response));
    if (result.seen) return reply(c, reveal(replay(c, result.seen)));
  }
  throw new Error('An Idempotency-Key was taken and gone twice while storing a lead.');
}
