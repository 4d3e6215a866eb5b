import { FeedError } from './source/feedError.ts';

/** How one dealer's part of an `npm run import` ended. */
export type DealerEnd = 'imported' | 'partial' | 'failed';

/**
 * The exit codes of `npm run import`. One dealer's feed never stops the run: a dealer whose feed fails,
 * is refused or is misconfigured keeps its stock as it was and the run goes on to the others (3), so a
 * nightly job builds and deploys them. Only a run that could not import at all (a wrong command line,
 * an unknown dealer, no dealer with a feed, an unreachable search engine) exits 1.
 */
export const IMPORT_EXIT = {
  /** Every dealer's feed imported, every row. */
  imported: 0,
  /** Nothing imported: the command line, the dealers folder or the search engine. */
  stopped: 1,
  /** Every dealer's feed applied, some rows skipped (invalid, or no dealer of a shared export claims them). */
  partial: 2,
  /** At least one dealer's feed failed or was refused; its stock is as it was, the others were imported. */
  dealerFailed: 3,
} as const;

/** The run's exit code from each dealer's end, and whether rows went unclaimed in a shared export. */
export function importExit(ends: ReadonlyMap<string, DealerEnd>, rowsUnclaimed: boolean): number {
  const all = [...ends.values()];
  if (all.includes('failed')) return IMPORT_EXIT.dealerFailed;
  if (all.includes('partial') || rowsUnclaimed) return IMPORT_EXIT.partial;
  return IMPORT_EXIT.imported;
}

/** The worse of two ends of one dealer (a group's problem line and its own outcome, say). */
export function worseEnd(a: DealerEnd | undefined, b: DealerEnd): DealerEnd {
  const rank: Record<DealerEnd, number> = { imported: 0, partial: 1, failed: 2 };
  return a !== undefined && rank[a] > rank[b] ? a : b;
}

/** The closing line of a run of several dealers where some failed, or null (every failure already has its own line). */
export function failedDealersLine(ends: ReadonlyMap<string, DealerEnd>): string | null {
  const failed = [...ends].filter(([, end]) => end === 'failed').map(([slug]) => slug);
  if (failed.length === 0 || ends.size < 2) return null;
  return (
    `${failed.length} of ${ends.size} dealers not imported (${failed.join(', ')}): ` +
    `their stock stays as it was; the others were imported (exit ${IMPORT_EXIT.dealerFailed})`
  );
}

/** One line for whatever stopped one dealer's import: a feed's own message, else the error's first line. */
export function failureLine(error: unknown): string {
  if (error instanceof FeedError) return error.message;
  const text = error instanceof Error ? error.message : String(error);
  return `the import stopped: ${text.split('\n')[0] ?? ''}`;
}
