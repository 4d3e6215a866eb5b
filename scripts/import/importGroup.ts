import { BranchRouter, Unclaimed } from './feedGroups.ts';
import { openImport, type DealerImport, type ImportOptions, type ImportSummary } from './importDealer.ts';
import { mapJsonCar, mapTextRecord, missingColumns, type ColumnMapping } from './mapRow.ts';
import { FeedError, feedRows, type FeedFormat, type FeedSource } from './readFeed.ts';
import { runPool } from '../lib/runPool.ts';

const FINISHING = 8;

/** One dealer of a shared export that this run imports. */
export interface GroupTarget {
  options: Omit<ImportOptions, 'source' | 'format' | 'mapping'>;
  mapping: ColumnMapping;
}

export type GroupOutcome = { kind: 'imported'; summary: ImportSummary } | { kind: 'failed'; message: string };

export interface GroupImport {
  source: string | FeedSource;
  format: FeedFormat;
  router: BranchRouter;
  /** The dealers imported now (a group member not listed here keeps its rows: they are not unclaimed). */
  targets: readonly GroupTarget[];
}

/**
 * Imports the dealers of one shared export from one read of it: each row goes to the dealer that
 * owns its branch; each dealer keeps its own plan, guards, fingerprint and summary.
 */
export async function importGroup(
  group: GroupImport,
): Promise<{ outcomes: Map<string, GroupOutcome>; unclaimed: Unclaimed }> {
  const outcomes = new Map<string, GroupOutcome>();
  const unclaimed = new Unclaimed();
  const open = new Map<string, { run: DealerImport; mapping: ColumnMapping }>();
  try {
    for (const { options, mapping } of group.targets)
      open.set(options.slug, { run: await openImport(options), mapping });
    const fail = async (slug: string, message: string) => {
      outcomes.set(slug, { kind: 'failed', message });
      await open.get(slug)?.run.close();
      open.delete(slug);
    };
    let first = true;
    try {
      for await (const { row, raw } of feedRows(group.source, group.format, null)) {
        if (first && group.format !== 'json') {
          // The header is shared: a dealer whose mapping names a column it lacks fails alone.
          for (const [slug, { mapping }] of open) {
            const missing = missingColumns(Object.keys(raw), mapping);
            if (missing !== null) await fail(slug, missing);
          }
        }
        first = false;
        const { slug, branch } = group.router.route(raw);
        if (slug === null) {
          unclaimed.add(branch);
          continue;
        }
        const target = open.get(slug);
        if (target === undefined) continue;
        const mapped = group.format === 'json' ? mapJsonCar(raw, target.mapping) : mapTextRecord(raw, target.mapping);
        await target.run.accept(row, mapped);
      }
    } catch (error) {
      if (!(error instanceof FeedError)) throw error;
      for (const slug of [...open.keys()]) await fail(slug, error.message);
    }
    // A few dealers finish at once: the engine batches their writes instead of indexing one dealer at a
    // time; each finish reads its spool 1,000 cars at a time, so memory stays bounded. Only with derived
    // ids (they hash the slug, so dealers never collide): with the feed's own ids, each dealer's check
    // for another dealer's car must see the dealers finished before it.
    const derived = group.targets.every((t) => t.options.key !== undefined && t.options.key !== 'id');
    await runPool([...open], derived ? FINISHING : 1, async ([slug, { run }]) => {
      outcomes.set(slug, { kind: 'imported', summary: await run.finish() });
    });
    return { outcomes, unclaimed };
  } finally {
    for (const { run } of open.values()) await run.close();
  }
}
