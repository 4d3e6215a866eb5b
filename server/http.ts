import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { fieldErrors } from '../src/api/leadSchema.ts';
import { MESSAGES } from '../src/api/messages.ts';
import { canonicalJson } from '../src/api/canonicalJson.ts';
import type { ApiEnv } from './context.ts';
import type { LeadStore, StoredResponse } from './store.ts';

export const hashBody = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

export const reply = (c: Context, response: StoredResponse) =>
  c.json(response.body as object, response.status as ContentfulStatusCode);

/** 400 with the field errors of a failed parse (SPEC §8: 'Please fix the following errors:'). */
export const invalid = (issues: readonly v.BaseIssue<unknown>[]): StoredResponse => ({
  status: 400,
  body: { success: false, error: MESSAGES.errorListHeading, fields: fieldErrors(issues) },
});

export const failure = (status: number, error: string): StoredResponse => ({ status, body: { success: false, error } });

export function parse<S extends v.GenericSchema>(
  schema: S,
  body: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; response: StoredResponse } {
  const result = v.safeParse(schema, body);
  return result.success ? { ok: true, value: result.output } : { ok: false, response: invalid(result.issues) };
}

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
  run: () => StoredResponse,
  /** Adds to the answer, fresh or replayed, what must not be kept with it (a lead's step secret). */
  reveal: (response: StoredResponse) => StoredResponse = (response) => response,
): Promise<Response> {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return reply(c, reveal(await store.write(run)));
  if (!KEY_PATTERN.test(key))
    return reply(c, failure(400, 'Idempotency-Key must be 8 to 128 letters, digits, - or _.'));
  const scoped = `${(c.get('dealerScope') as string | undefined) ?? 'site:none'} ${c.req.method} ${c.req.path} ${key}`;
  const bodyHash = c.get('bodyHash');
  const response = await store.write(() => {
    const seen = store.findIdempotent(scoped);
    if (seen) {
      if (seen.bodyHash !== bodyHash) {
        return failure(422, 'This Idempotency-Key was already used with a different request body.');
      }
      c.header('Idempotent-Replayed', 'true');
      return seen.response;
    }
    const result = run();
    if (result.status >= 200 && result.status < 300) store.saveIdempotent(scoped, bodyHash, result, now);
    return result;
  });
  return reply(c, reveal(response));
}
