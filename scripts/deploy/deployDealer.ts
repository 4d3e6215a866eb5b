import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { takeLock } from './lock.ts';
import { hostNames, type OriginDealer } from './nginxConfig.ts';
import { deployRefusal, purgePaths, releaseId } from './releasePlan.ts';
import {
  currentRelease,
  markBad,
  readMeta,
  releaseNames,
  releaseStates,
  removeRelease,
  switchTo,
  writeRelease,
} from './releaseFiles.ts';
import { purgeCdn, purgeNote } from './purge.ts';
import { releasesToPrune } from './rollbackPlan.ts';
import { readBuildCount } from '../lib/reportCars.ts';
import { shrinkRefusal } from './carCount.ts';
import { smokeCheck } from './smoke.ts';

export interface OriginSettings {
  /** Folder holding releases/<slug>/. */
  root: string;
  /** Where the smoke check reaches nginx, such as "http://127.0.0.1:8123". */
  originUrl: string;
  /** How long a second deploy of one dealer waits for the first before refusing. */
  lockWaitMs: number;
  /** Optional CDN purge endpoint and its bearer token. */
  purgeUrl?: string | undefined;
  purgeToken?: string | undefined;
  /** Deploy a build with 0 listed cars or far fewer than the live release (the operator checked it). */
  allowShrink?: boolean | undefined;
}

export interface DeployOutcome {
  ok: boolean;
  /** One line for the operator. */
  message: string;
  release?: string;
  seconds: number;
}

export const dealerDir = (root: string, slug: string) => join(resolve(root), 'releases', slug);

/** Seconds since the call, for an outcome's `seconds`. */
export function stopwatch(): () => number {
  const started = performance.now();
  return () => (performance.now() - started) / 1000;
}

/**
 * Runs `work` under the dealer's lock (deploy and rollback share it), unlocking after; a lock not
 * taken within `lockWaitMs` is the outcome.
 */
export async function underDealerLock(
  dir: string,
  slug: string,
  settings: OriginSettings,
  seconds: () => number,
  work: () => Promise<DeployOutcome>,
): Promise<DeployOutcome> {
  let unlock: () => void;
  try {
    unlock = await takeLock(`${dir}.lock`, slug, settings.lockWaitMs);
  } catch (error) {
    return { ok: false, message: (error as Error).message, seconds: seconds() };
  }
  try {
    return await work();
  } finally {
    unlock();
  }
}

/** The smoke check of release `id` in the dealer's folder, through nginx with the dealer's first host. */
export const smokeRelease = (dealer: OriginDealer, settings: OriginSettings, dir: string, id: string, shown?: number) =>
  smokeCheck({
    originUrl: settings.originUrl,
    host: hostNames(dealer)[0]!,
    dealerName: dealer.name,
    releaseDir: join(dir, id),
    releaseId: id,
    shownCars: shown,
  });

/** The build report's status for a dealer, if the report has a row for it. */
export function reportStatus(distRoot: string, slug: string): string | undefined {
  try {
    const report = JSON.parse(readFileSync(join(distRoot, '_report', 'report.json'), 'utf8')) as {
      rows: { slug: string; status: string }[];
    };
    return report.rows.find((r) => r.slug === slug)?.status;
  } catch {
    return undefined;
  }
}

/**
 * Publishes dist/<slug>/ as a new release: refuses bad builds, copies under the dealer's lock,
 * switches `current`, smoke-checks through nginx and on failure switches back and marks the release
 * bad; prunes to the last 5 good (and 3 bad) releases, purges.
 */
export async function deployDealer(
  dealer: OriginDealer,
  distRoot: string,
  settings: OriginSettings,
): Promise<DeployOutcome> {
  const seconds = stopwatch();
  const { slug } = dealer;
  const source = join(distRoot, slug);
  const refusal = deployRefusal({
    slug,
    distDir: source,
    distExists: existsSync(source),
    hasIndex: existsSync(join(source, 'index.html')),
    reportStatus: reportStatus(distRoot, slug),
  });
  if (refusal) return { ok: false, message: refusal, seconds: seconds() };
  const dir = dealerDir(settings.root, slug);
  mkdirSync(dir, { recursive: true });
  return underDealerLock(dir, slug, settings, seconds, async () => {
    const previous = currentRelease(dir);
    const { cars } = readBuildCount(source);
    const live = previous ? (readMeta(join(dir, previous))?.cars ?? null) : null;
    const shrink = shrinkRefusal(slug, cars, live, dealer.maxRemovalPercent);
    if (shrink && !settings.allowShrink) return { ok: false, message: shrink, seconds: seconds() };
    const id = releaseId(new Date(), releaseNames(dir));
    const meta = { id, source: resolve(source), deployedAt: new Date().toISOString(), cars };
    const wrote = await writeRelease(source, join(dir, id), meta, previous ? join(dir, previous) : null);
    switchTo(dir, id);
    const problems = await smokeRelease(dealer, settings, dir, id, cars?.shown);
    if (problems.length > 0) {
      const back = previous ?? 'nothing (first release)';
      if (previous) switchTo(dir, previous);
      else rmSync(join(dir, 'current'), { force: true });
      // Kept, marked bad, so `npm run releases` shows it and no rollback ever lands on it.
      markBad(join(dir, id), `smoke check failed: ${problems[0]}`);
      return {
        ok: false,
        message: `${slug}: smoke check failed (${problems[0]}${problems.length > 1 ? ` and ${problems.length - 1} more` : ''}); rolled back to ${back}.`,
        seconds: seconds(),
      };
    }
    for (const old of releasesToPrune(releaseStates(dir), id)) removeRelease(dir, old);
    const note = purgeNote(await purgeCdn(settings, dealer, purgePaths(wrote.changed)));
    const files = `${wrote.written} files written, ${wrote.linked} unchanged`;
    return { ok: true, message: `${slug}: release ${id} is live (${files})${note}.`, release: id, seconds: seconds() };
  });
}
