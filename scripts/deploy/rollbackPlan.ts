/** Pure rules of which releases stay and where a rollback may go: never back into a bad release. */
import { sortReleases } from './releasePlan.ts';

/** Good releases kept per dealer besides the live one (rollback targets). */
export const KEEP_RELEASES = 5;
/** Bad releases kept for a look at what went wrong. */
export const KEEP_BAD_RELEASES = 3;

/** A release as the plans see it: its name and, when it was found bad, why. */
export interface ReleaseState {
  id: string;
  /** Why it is bad (a failed smoke check, or a rollback away from it), or null for a good release. */
  bad: string | null;
}

const oldestFirst = (releases: readonly ReleaseState[]) => {
  const byId = new Map(releases.map((r) => [r.id, r]));
  return sortReleases([...byId.keys()]).map((id) => byId.get(id)!);
};

/** Releases to delete after a switch: all but the newest 5 good and 3 bad ones, never the live one. */
export function releasesToPrune(
  releases: readonly ReleaseState[],
  current: string | null,
  keep = KEEP_RELEASES,
  keepBad = KEEP_BAD_RELEASES,
): string[] {
  const sorted = oldestFirst(releases);
  const good = sorted.filter((r) => r.bad === null);
  const bad = sorted.filter((r) => r.bad !== null);
  const gone = [...good.slice(0, Math.max(0, good.length - keep)), ...bad.slice(0, Math.max(0, bad.length - keepBad))];
  return sortReleases(gone.map((r) => r.id).filter((id) => id !== current));
}

/** The release a plain rollback returns to: the newest good release older than the live one. */
export function rollbackTarget(releases: readonly ReleaseState[], current: string | null): string | null {
  const sorted = oldestFirst(releases);
  const at = current === null ? -1 : sorted.findIndex((r) => r.id === current);
  const older = at < 0 ? [] : sorted.slice(0, at);
  return older.filter((r) => r.bad === null).at(-1)?.id ?? null;
}

/** Where `npm run rollback` goes (`to`: the release the operator named), or its one-line refusal. */
export function rollbackChoice(
  slug: string,
  releases: readonly ReleaseState[],
  current: string | null,
  to?: string,
): { target: string } | { refusal: string } {
  if (current === null) return { refusal: `${slug}: nothing is live, so there is nothing to roll back.` };
  if (to === undefined) {
    const target = rollbackTarget(releases, current);
    return target
      ? { target }
      : { refusal: `${slug}: no good release older than ${current} to roll back to (see npm run releases).` };
  }
  const named = releases.find((r) => r.id === to);
  if (!named) return { refusal: `${slug}: there is no release ${to} (see npm run releases -- --dealer=${slug}).` };
  if (to === current) return { refusal: `${slug}: ${to} is already live.` };
  if (named.bad !== null) return { refusal: `${slug}: release ${to} was found bad (${named.bad}); pick a good one.` };
  return { target: to };
}
