import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildEnv } from '../../src/config/env/load.ts';

/** Where imports record stock fingerprints and builds record what they were built from. */
export const fingerprintRoot = () => buildEnv().FINGERPRINTS_DIR;

/** The fingerprints a dealer build depends on. */
export interface BuildInputs {
  stock: string;
  config: string;
}

/** What a good build recorded: its inputs and when it ran (its tenant token's age). */
export interface BuildRecord extends BuildInputs {
  builtAt?: string;
  /** The clock its pages were rendered at and the tenant token they carry (./buildPin.ts). */
  clock?: string;
  token?: string;
}

/**
 * Why a dealer needs a rebuild under `build --changed`, or null when its stock and config are the
 * ones of its last good build and that build's tenant token is not yet due for renewal (a site
 * left alone longer than `renewAfterDays` would keep a token that runs out: TENANT_TOKEN_DAYS).
 */
export function rebuildReason(
  current: BuildInputs,
  last: BuildRecord | null,
  renewal: { now: Date; renewAfterDays: number } = { now: new Date(), renewAfterDays: Infinity },
): string | null {
  if (last === null) return 'no earlier good build';
  const changed = [current.stock !== last.stock ? 'stock' : null, current.config !== last.config ? 'config' : null];
  const parts = changed.filter((x) => x !== null);
  if (parts.length > 0) return `${parts.join(' and ')} changed`;
  const builtAt = last.builtAt ? Date.parse(last.builtAt) : NaN;
  if (Number.isNaN(builtAt)) return renewal.renewAfterDays === Infinity ? null : 'tenant token age unknown';
  const days = (renewal.now.getTime() - builtAt) / 86_400_000;
  return days >= renewal.renewAfterDays ? `tenant token due for renewal (built ${Math.floor(days)} days ago)` : null;
}

/** Files of a dealer folder that are not configuration: the stock feeds (their import is the stock fingerprint). */
const isFeedFile = (name: string) => /^stock-feed\.[a-z]+$/.test(name);

/** A hash over every file of the dealer folder (names and contents), feeds excluded. */
export function configFingerprint(dealerDir: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!isFeedFile(entry.name))
        hash
          .update(`${relative(dealerDir, path)}\0`)
          .update(readFileSync(path))
          .update('\0');
    }
  };
  walk(dealerDir);
  return hash.digest('hex').slice(0, 32);
}

/** The stock fingerprint of the dealer's last import; sample stock (no import) changes with the sample day. */
export function stockFingerprint(slug: string, sampleDay: string): string {
  const file = join(fingerprintRoot(), 'stock', `${slug}.json`);
  if (!existsSync(file)) return `sample-${sampleDay}`;
  return (JSON.parse(readFileSync(file, 'utf8')) as { stock: string }).stock;
}

export function lastBuild(slug: string): BuildRecord | null {
  const file = join(fingerprintRoot(), 'builds', `${slug}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildRecord) : null;
}

export function recordBuild(
  slug: string,
  inputs: BuildInputs,
  builtAt = new Date(),
  pin: { clock: string; token: string } | null = null,
): void {
  const dir = join(fingerprintRoot(), 'builds');
  mkdirSync(dir, { recursive: true });
  const record: BuildRecord = { ...inputs, builtAt: builtAt.toISOString(), ...pin };
  writeFileSync(join(dir, `${slug}.json`), `${JSON.stringify(record)}\n`);
}
