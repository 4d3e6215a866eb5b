import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { canonicalJson } from '../src/api/canonicalJson.ts';
import { failure, reply } from './answers.ts';
import type { ApiEnv } from './context.ts';
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
  if (!KEY_PATTERN.test(key))
    return reply(c, failure(400, 'Idempotency-Key must be 8 to 128 letters, digits, - or _.'));
  const scoped = `${(c.get('dealerScope') as string | undefined) ?? 'site:none'} ${c.req.method} ${c.req.path} ${key}`;
  const bodyHash = c.get('bodyHash');
  const response = await store.write(async () => {
    // Another instance answering the same key waits here until that answer commits, then replays it.
    await store.driver.lockKey(scoped);
    const seen = await store.findIdempotent(scoped);
    if (seen) {
      if (seen.bodyHash !== bodyHash) {
        return failure(422, 'This Idempotency-Key was already used with a different request body.');
      }
      c.header('Idempotent-Replayed', 'true');
      return seen.response;
    }
    const result = await run();
    if (result.status >= 200 && result.status < 300) await store.saveIdempotent(scoped, bodyHash, result, now);
    return result;
  });
  return reply(c, reveal(response));
}
