/** How one dealer's `npm run import` ended, as `npm run sync` ran it. */
export interface ImportRun {
  slug: string;
  /** 0: all rows imported; 2: bad rows skipped or kept, the good ones imported; else the feed failed. */
  exit: number | null;
  /** The import's own summary line (`hobart-toyota: 1 added, …`), or its first error when it failed. */
  line: string;
}

/** What became of one dealer in a sync run. */
export type SyncOutcome =
  | { kind: 'feed-failed'; detail: string }
  | { kind: 'unchanged'; summary: string }
  | { kind: 'rebuilt'; summary: string; reason: string; deploy: 'deployed' | 'deploy failed' | 'no deploy target' }
  | { kind: 'build-failed'; summary: string; detail: string };

/** True when the dealer's feed was read and applied (its site may be rebuilt from it). */
export const imported = (run: ImportRun) => run.exit === 0 || run.exit === 2;

/** The import's line without the dealer's slug in front. */
const withoutSlug = (run: ImportRun) =>
  run.line.startsWith(`${run.slug}: `) ? run.line.slice(run.slug.length + 2) : run.line;

/** The facts of the build (and deploy) step for one dealer whose import succeeded. */
export interface BuildFacts {
  /** `build --changed` decided to rebuild it, and why (`stock changed`), or null when it skipped it. */
  reason: string | null;
  /** The build's failure message when it was rebuilt and failed. */
  failure: string | null;
  /** Whether the rebuilt sites went out: null when no deploy target is configured. */
  deployed: boolean | null;
}

/** One dealer's outcome: a failed feed keeps the live site (no build, no deploy) whatever else changed. */
export function outcomeOf(run: ImportRun, build: BuildFacts): SyncOutcome {
  if (!imported(run)) return { kind: 'feed-failed', detail: withoutSlug(run) };
  const summary = withoutSlug(run);
  if (build.reason === null) return { kind: 'unchanged', summary };
  if (build.failure !== null) return { kind: 'build-failed', summary, detail: build.failure };
  const deploy = build.deployed === null ? 'no deploy target' : build.deployed ? 'deployed' : 'deploy failed';
  return { kind: 'rebuilt', summary, reason: build.reason, deploy };
}

/** The one line per dealer a sync prints. */
export function syncLine(slug: string, outcome: SyncOutcome): string {
  const name = slug.padEnd(24);
  switch (outcome.kind) {
    case 'feed-failed':
      return `✗ ${name} feed failed, live site kept: ${outcome.detail}`;
    case 'unchanged':
      return `= ${name} ${outcome.summary}; site unchanged`;
    case 'rebuilt':
      return `↻ ${name} ${outcome.summary}; rebuilt (${outcome.reason}), ${outcome.deploy}`;
    case 'build-failed':
      return `✗ ${name} ${outcome.summary}; build failed, live site kept: ${outcome.detail}`;
    default: {
      const never: never = outcome;
      return never;
    }
  }
}

/** The sync's exit code: 1 when any dealer's feed, build or deploy failed, else 0. */
export function syncExit(outcomes: readonly SyncOutcome[]): number {
  const failed = outcomes.some(
    (o) =>
      o.kind === 'feed-failed' || o.kind === 'build-failed' || (o.kind === 'rebuilt' && o.deploy === 'deploy failed'),
  );
  return failed ? 1 : 0;
}

/**
 * Reads `npm run build -- --changed` output: `↻ <slug> <reason>` for a dealer it rebuilds, and
 * `✗ <slug> failed: <message>` for a build that failed.
 */
export function readBuildOutput(stdout: string): { reasons: Map<string, string>; failures: Map<string, string> } {
  const reasons = new Map<string, string>();
  const failures = new Map<string, string>();
  for (const line of stdout.split('\n')) {
    const rebuilt = /^↻ (\S+)\s+(.+)$/.exec(line);
    if (rebuilt) reasons.set(rebuilt[1]!, rebuilt[2]!.trim());
    const failed = /^✗ (\S+)\s+(?:failed: )?(.+?)(?:\s+\d+\.\d s)?$/.exec(line);
    if (failed) failures.set(failed[1]!, failed[2]!.trim());
  }
  return { reasons, failures };
}
