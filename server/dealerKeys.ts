import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Dealer export keys: slug → key. From LEAD_API_KEYS ("slug=key,slug=key") or a git-ignored file. */
export type DealerKeys = Map<string, string>;

export function parseKeyList(list: string): DealerKeys {
  return new Map(
    list
      .split(',')
      .map((pair) => pair.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== '' && (pair[1] ?? '').length >= 16)
      .map(([slug, key]) => [slug.trim(), key.trim()]),
  );
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
