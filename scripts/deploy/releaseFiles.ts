import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  copyFileSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { runPool } from '../lib/runPool.ts';
import { lacksFreshCopies, writeCompressedCopies } from '../precompress/precompress.ts';
import { COMPRESSED_SUFFIXES } from '../precompress/rules.ts';
import type { CarCount } from './carCount.ts';
import { assetsToCarry, copyOrder, isReleaseName } from './releasePlan.ts';
import type { ReleaseState } from './rollbackPlan.ts';

/** Bookkeeping written into each release (nginx never serves dot files). */
export const RELEASE_META = '.release.json';
export interface ReleaseMeta {
  id: string;
  source: string;
  deployedAt: string;
  /** The fingerprinted assets this release's own build made (not those carried into it). */
  assets: string[];
  /** The build's car count (null for a build from before counts): the next deploy compares with it. */
  cars: CarCount | null;
  /** Why the release was found bad (a failed smoke check, or a rollback away from it); absent while good. */
  bad?: string;
}

/** Every file under dir, as forward-slash paths relative to it. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/**
 * Copies a build into a new release folder, assets first and HTML last. The build wrote `.gz` and
 * `.br` copies beside every text file; a text file without fresh copies (a build from before the
 * build compressed) gets them written here instead of copied.
 */
export async function writeRelease(
  source: string,
  target: string,
  meta: Omit<ReleaseMeta, 'assets'>,
  live: string | null = null,
): Promise<ReleaseWrite> {
  const all = listFiles(source);
  const compressHere = new Set(all.filter((file) => lacksFreshCopies(join(source, file))));
  const isStaleCopy = (file: string) =>
    COMPRESSED_SUFFIXES.some((suffix) => file.endsWith(suffix) && compressHere.has(file.slice(0, -suffix.length)));
  const files = copyOrder(all.filter((file) => !isStaleCopy(file)));
  mkdirSync(target, { recursive: true });
  let written = 0;
  let linked = 0;
  const changed: string[] = [];
  await runPool(files, 4, async (file) => {
    const to = join(target, file);
    mkdirSync(dirname(to), { recursive: true });
    if (live !== null && !compressHere.has(file) && sameBytes(join(source, file), join(live, file))) {
      // The live release's copy is the same bytes: linked, so a deploy writes only what changed.
      linkSync(join(live, file), to);
      linked += 1;
      return;
    }
    copyFileSync(join(source, file), to);
    written += 1;
    changed.push(file);
    if (compressHere.has(file)) await writeCompressedCopies(join(source, file), to);
  });
  const assets = files.filter((f) => f.startsWith('_astro/') && !COMPRESSED_SUFFIXES.some((s) => f.endsWith(s)));
  writeFileSync(join(target, RELEASE_META), JSON.stringify({ ...meta, assets } satisfies ReleaseMeta, null, 2));
  if (live === null) return { written, linked, changed: null };
  // A file the live release has and this one lacks (a removed car's page) changed too.
  const kept = new Set(all);
  const removed = listFiles(live).filter((file) => file !== RELEASE_META && !kept.has(file));
  return { written, linked, changed: [...changed, ...removed].sort() };
}

/** What a release write did: files copied from the build, and files linked from the live release. */
export interface ReleaseWrite {
  written: number;
  linked: number;
  /** Files written or gone, when there was a live release to compare with (null for a first release). */
  changed: string[] | null;
}

/** Whether two files hold the same bytes (false when the second is missing). */
function sameBytes(a: string, b: string): boolean {
  try {
    if (statSync(a).size !== statSync(b).size) return false;
    return readFileSync(a).equals(readFileSync(b));
  } catch {
    return false;
  }
}

export function readMeta(releaseDir: string): ReleaseMeta | null {
  try {
    return JSON.parse(readFileSync(join(releaseDir, RELEASE_META), 'utf8')) as ReleaseMeta;
  } catch {
    return null;
  }
}

/** The release `current` points at, or null before the first deploy. */
export function currentRelease(dealerDir: string): string | null {
  try {
    return readlinkSync(join(dealerDir, 'current'));
  } catch {
    return null;
  }
}

export function releaseNames(dealerDir: string): string[] {
  return existsSync(dealerDir) ? readdirSync(dealerDir).filter(isReleaseName) : [];
}

/** Every release with its good or bad mark, for the rollback and prune plans. */
export function releaseStates(dealerDir: string): ReleaseState[] {
  return releaseNames(dealerDir).map((id) => ({ id, bad: readMeta(join(dealerDir, id))?.bad ?? null }));
}

/** Records in the release's own bookkeeping that it was found bad, and why (the first reason stays). */
export function markBad(releaseDir: string, reason: string): void {
  const meta = readMeta(releaseDir);
  if (!meta || meta.bad !== undefined) return;
  writeFileSync(
    join(releaseDir, RELEASE_META),
    JSON.stringify({ ...meta, bad: reason } satisfies ReleaseMeta, null, 2),
  );
}

/**
 * Points `current` at a release atomically: the leaving release's own assets (and their
 * precompressed copies) are first linked into the arriving one, then a temporary symlink is renamed
 * over `current` (rename(2) replaces it in one step, so nginx sees the old or the new, never none).
 */
export function switchTo(dealerDir: string, release: string): void {
  const leaving = currentRelease(dealerDir);
  const arrivingDir = join(dealerDir, release);
  if (leaving && leaving !== release) {
    const leavingDir = join(dealerDir, leaving);
    const own = readMeta(leavingDir)?.assets ?? [];
    const arriving = new Set(listFiles(join(arrivingDir, '_astro')).map((f) => `_astro/${f}`));
    for (const asset of assetsToCarry(own, arriving)) {
      for (const variant of [asset, `${asset}.gz`, `${asset}.br`]) {
        const from = join(leavingDir, variant);
        if (!existsSync(from) || existsSync(join(arrivingDir, variant))) continue;
        mkdirSync(dirname(join(arrivingDir, variant)), { recursive: true });
        try {
          linkSync(from, join(arrivingDir, variant));
        } catch {
          copyFileSync(from, join(arrivingDir, variant));
        }
      }
    }
  }
  const temp = join(dealerDir, `.current-${process.pid}-${Date.now()}`);
  symlinkSync(release, temp);
  renameSync(temp, join(dealerDir, 'current'));
}

export function removeRelease(dealerDir: string, release: string): void {
  rmSync(join(dealerDir, release), { recursive: true, force: true });
}
