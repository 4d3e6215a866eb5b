import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Dealer export keys: slug → key. From LEAD_API_KEYS ("slug=key,slug=key") or a git-ignored file. */
export type DealerKeys = Map<string, string>;

/**
 * Reads "slug=key,slug=key": each entry is split on its first `=`, so a key may contain `=` (base64);
 * a key needs 16+ characters. Entries that do not qualify are listed by position, slug and reason (never
 * the key itself) in `rejected`.
 */
export function readKeyList(list: string): { keys: DealerKeys; rejected: string[] } {
  const keys: DealerKeys = new Map();
  const rejected: string[] = [];
  list.split(',').forEach((entry, index) => {
    if (entry.trim() === '') return;
    const at = entry.indexOf('=');
    const slug = (at < 0 ? entry : entry.slice(0, at)).trim();
    const key = at < 0 ? '' : entry.slice(at + 1).trim();
    const name = `entry ${index + 1}${slug ? ` ("${slug}")` : ''}`;
    if (at < 0) rejected.push(`${name}: no "=" between slug and key`);
    else if (slug === '') rejected.push(`${name}: no slug before "="`);
    else if (key.length < 16) rejected.push(`${name}: key shorter than 16 characters`);
    else if (keys.has(slug)) rejected.push(`${name}: a second key for the same dealer`);
    else keys.set(slug, key);
  });
  return { keys, rejected };
}

/** LEAD_API_KEYS for the API: any rejected entry stops it, with a message naming each one. */
export function parseKeyList(list: string): DealerKeys {
  const { keys, rejected } = readKeyList(list);
  if (rejected.length > 0) {
    throw new Error(`LEAD_API_KEYS has entries the API cannot use:\n  ${rejected.join('\n  ')}`);
  }
  return keys;
}

/** Reads the key file, adding a fresh random key for any dealer that has none (development). */
export function loadOrCreateKeys(file: string, slugs: readonly string[]): DealerKeys {
  const keys: Record<string, string> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    : {};
  let changed = false;
  for (const slug of slugs) {
    if (!keys[slug]) {
      keys[slug] = randomBytes(24).toString('base64url');
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return new Map(Object.entries(keys));
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time comparison of a presented key with the dealer's. */
export function keyMatches(keys: DealerKeys, slug: string, presented: string | undefined): boolean {
  const expected = keys.get(slug);
  if (!expected || !presented) return false;
  return timingSafeEqual(digest(expected), digest(presented));
}

/** The 401 answer of a dealer endpoint called without that dealer's key. */
export const DEALER_KEY_REQUIRED = 'A valid dealer API key is required (Authorization: Bearer <key>).';

/** True when the Authorization header carries the dealer's own key (`Bearer <key>`). */
export function holdsDealerKey(keys: DealerKeys, slug: string, authorization: string | undefined): boolean {
  return keyMatches(keys, slug, /^Bearer (\S+)$/.exec(authorization ?? '')?.[1]);
}
