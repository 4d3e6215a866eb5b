import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { fieldErrors } from '../src/api/leadSchema.ts';
import { MESSAGES } from '../src/api/messages.ts';
import type { StoredResponse } from './store.ts';

/** The lead API's answers: `{ success: false, error }` refusals and field errors, and sending a stored answer. */

export const reply = (c: Context, response: StoredResponse) =>
  c.json(response.body as object, response.status as ContentfulStatusCode);

/** 400 with the field errors of a failed parse (SPEC §8: 'Please fix the following errors:'). */
export const invalid = (issues: readonly v.BaseIssue<unknown>[]): StoredResponse => ({
  status: 400,
  body: { success: false, error: MESSAGES.errorListHeading, fields: fieldErrors(issues) },
});

/** 400 for one field found wrong after the schema passed (a rule needing the clock or the dealer). */
export const invalidField = (field: string, message: string): StoredResponse => ({
  status: 400,
  body: { success: false, error: MESSAGES.errorListHeading, fields: { [field]: message } },
});

export const failure = (status: number, error: string): StoredResponse => ({ status, body: { success: false, error } });

/** A request body parsed with its schema, or the 400 answer listing what is wrong. */
export function parse<S extends v.GenericSchema>(
  schema: S,
  body: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; response: StoredResponse } {
  const result = v.safeParse(schema, body);
  return result.success ? { ok: true, value: result.output } : { ok: false, response: invalid(result.issues) };
}
