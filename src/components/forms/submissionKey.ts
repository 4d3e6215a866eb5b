import { canonicalJson } from '../../api/canonicalJson.ts';
import type { KeyValueStorage } from '../../api/keyValueStorage.ts';

const STORAGE_KEY = 'leadSubmissionKeys:v1';
/** Keys remembered per visit (the newest win). */
export const REMEMBERED_SUBMISSIONS = 20;

/** Fields that change between two clicks on the same form without the shopper changing anything. */
const VOLATILE = new Set(['lead_attributes', 'user_agent']);

/** A lead's content as compared between two submits: its canonical JSON, less what changes on its own. */
export function contentFingerprint(body: Record<string, unknown>): string {
  return canonicalJson(Object.fromEntries(Object.entries(body).filter(([key]) => !VOLATILE.has(key))));
}

function read(storage: KeyValueStorage): [string, string][] {
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return [];
    return (parsed as unknown[]).filter(
      (e): e is [string, string] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * The Idempotency-Key of one submission, taken when the shopper submits: the
 * same content sent again in the same visit (a double click, click plus Enter, a second tab of the
 * visit) reuses its key, so the lead API stores one lead and sends one message. `storage` is
 * sessionStorage in the browser, a Map in tests.
 */
export function submissionKey(storage: KeyValueStorage, body: Record<string, unknown>, newId: () => string): string {
  const fingerprint = contentFingerprint(body);
  const known = read(storage);
  const hit = known.find(([print]) => print === fingerprint);
  if (hit) return hit[1];
  const id = newId();
  const next = [...known, [fingerprint, id] as [string, string]].slice(-REMEMBERED_SUBMISSIONS);
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: this submission still has its key; a repeat gets a new one.
  }
  return id;
}
