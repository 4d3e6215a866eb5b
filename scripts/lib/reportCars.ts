import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveFlags } from '../../src/config/templates.ts';
import { CAR_COUNT_FILE, parseCarCount, shrinkReason, type CarCount } from '../deploy/carCount.ts';
import { currentRelease, readMeta } from '../deploy/releaseFiles.ts';

/** A build's car figures for the morning report. */
export interface ReportCars {
  /** What the build counted, or null for a build from before counts (or a failed one). */
  cars: CarCount | null;
  /** Why the count looks wrong (then the deploy refuses it without --allow-shrink), or ''. */
  suspect: string;
}

/** The flag's default, for a count file written without the dealer's own value. */
const DEFAULT_MAX_REMOVAL_PERCENT = resolveFlags('group', {}).feed.maxRemovalPercent;

/** The count file a build wrote into `site`, with the dealer's feed.maxRemovalPercent at build time. */
export function readBuildCount(site: string): { cars: CarCount | null; maxRemovalPercent: number } {
  try {
    const raw = JSON.parse(readFileSync(join(site, CAR_COUNT_FILE), 'utf8')) as { maxRemovalPercent?: unknown };
    const percent = typeof raw.maxRemovalPercent === 'number' ? raw.maxRemovalPercent : DEFAULT_MAX_REMOVAL_PERCENT;
    return { cars: parseCarCount(raw), maxRemovalPercent: percent };
  } catch {
    return { cars: null, maxRemovalPercent: DEFAULT_MAX_REMOVAL_PERCENT };
  }
}

/** The live release's recorded count on this machine's origin (DEPLOY_ROOT), if it has one. */
export function liveCount(deployRoot: string, slug: string): CarCount | null {
  const dir = join(deployRoot, 'releases', slug);
  const live = currentRelease(dir);
  return live === null ? null : (readMeta(join(dir, live))?.cars ?? null);
}

/** The report's car figures of one built dealer, compared with its live release. */
export function reportCars(site: string, live: CarCount | null): ReportCars {
  const { cars, maxRemovalPercent } = readBuildCount(site);
  if (cars === null) return { cars, suspect: '' };
  return { cars, suspect: shrinkReason(cars.listed, live?.listed ?? null, maxRemovalPercent) ?? '' };
}
