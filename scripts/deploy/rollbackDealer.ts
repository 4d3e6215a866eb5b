import { join } from 'node:path';
import type { CarCount } from './carCount.ts';
import {
  dealerDir,
  smokeRelease,
  stopwatch,
  underDealerLock,
  type DeployOutcome,
  type OriginSettings,
} from './deployDealer.ts';
import type { OriginDealer } from './nginxConfig.ts';
import { purgeCdn, purgeNote } from './purge.ts';
import { currentRelease, markBad, readMeta, releaseStates, switchTo } from './releaseFiles.ts';
import { sortReleases } from './releasePlan.ts';
import { rollbackChoice } from './rollbackPlan.ts';

/**
 * Puts an older good release back (the newest good one before the live one, or `to`), under the
 * dealer's lock: switches, smoke-checks as a deploy does, and then marks the release it left bad and
 * purges the CDN. A target that fails its smoke check is marked bad and the live release stays.
 */
export async function rollbackDealer(
  dealer: OriginDealer,
  settings: OriginSettings,
  to?: string,
): Promise<DeployOutcome> {
  const seconds = stopwatch();
  const { slug } = dealer;
  const dir = dealerDir(settings.root, slug);
  return underDealerLock(dir, slug, settings, seconds, async () => {
    const current = currentRelease(dir);
    const choice = rollbackChoice(slug, releaseStates(dir), current, to);
    if ('refusal' in choice) return { ok: false, message: choice.refusal, seconds: seconds() };
    const { target } = choice;
    switchTo(dir, target);
    const problems = await smokeRelease(dealer, settings, dir, target, readMeta(join(dir, target))?.cars?.shown);
    if (problems.length > 0) {
      if (current) switchTo(dir, current);
      markBad(join(dir, target), `smoke check failed on rollback: ${problems[0]}`);
      return {
        ok: false,
        message: `${slug}: smoke check of ${target} failed (${problems[0]}); ${current} stays live and ${target} is marked bad.`,
        seconds: seconds(),
      };
    }
    if (current) markBad(join(dir, current), `rolled back from at ${new Date().toISOString()}`);
    const note = purgeNote(await purgeCdn(settings, dealer));
    return {
      ok: true,
      message: `${slug}: rolled back from ${current} to ${target}; ${current} is marked bad${note}.`,
      release: target,
      seconds: seconds(),
    };
  });
}

export interface ReleaseListing {
  id: string;
  current: boolean;
  deployedAt: string;
  cars: CarCount | null;
  /** Why it was found bad, or null. */
  bad: string | null;
}

/** The dealer's releases, oldest first, with the live one and the bad ones marked. */
export function listReleases(slug: string, root: string): ReleaseListing[] {
  const dir = dealerDir(root, slug);
  const current = currentRelease(dir);
  return sortReleases(releaseStates(dir).map((r) => r.id)).map((id) => {
    const meta = readMeta(join(dir, id));
    return {
      id,
      current: id === current,
      deployedAt: meta?.deployedAt ?? '',
      cars: meta?.cars ?? null,
      bad: meta?.bad ?? null,
    };
  });
}

/** One line per release for `npm run releases`: live, good or bad (with why), and its car count. */
export function releaseLine(r: ReleaseListing): string {
  const state = r.current ? 'live' : r.bad === null ? 'good' : 'bad ';
  const cars = r.cars ? `${r.cars.listed} cars listed, ${r.cars.sold} sold` : 'cars not counted';
  return `${r.current ? '*' : ' '} ${r.id}  ${state}  ${r.deployedAt}  ${cars}${r.bad === null ? '' : `  (${r.bad})`}`;
}
