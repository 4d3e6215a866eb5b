import { join, resolve } from 'node:path';
import { loadAllDealers, type Dealer } from '../src/config/loadDealer.ts';
import { BranchRouter, groupByLocation } from './import/feedGroups.ts';
import { importDealer, summaryLine, type ImportOptions, type ImportSummary } from './import/importDealer.ts';
import { importGroup, type GroupOutcome } from './import/importGroup.ts';
import { mappingProblems } from './import/checkMapping.ts';
import { feedMapping, type ColumnMapping } from './import/mapRow.ts';
import { effectiveFeed } from './import/presets/effectiveFeed.ts';
import { feedFormatList, FEED_FORMATS, isFeedFormat, type FeedFormat } from '../src/domain/feedFormats.ts';
import type { FeedSource } from './import/readFeed.ts';
import { feedSourceFor } from './import/source/feedSource.ts';
import { fingerprintRoot } from './lib/buildFingerprints.ts';
import { connectSearchEngine } from './lib/searchEngine.ts';
import { adminClient, configureIndex } from './lib/stockIndex.ts';
import { endSoldListings } from './lib/endSoldListings.ts';
import { cliArgs, dealersDirOption } from './lib/cli.ts';
import {
  failedDealersLine,
  failureLine,
  IMPORT_EXIT,
  importExit,
  worseEnd,
  type DealerEnd,
} from './import/runOutcome.ts';
import {
  importRecord,
  liveCarCount,
  readImportRecord,
  saveImportRecord,
  type ImportResult,
} from './lib/stockReport.ts';

/** Where each import records its stock fingerprint per dealer (read by `npm run build -- --changed`). */
const STOCK_FINGERPRINT_DIR = resolve(fingerprintRoot(), 'stock');

const USAGE = `usage: npm run import [-- --dealer=<slug> [--file <path> | --url <https|sftp url>] [--format ${FEED_FORMATS.join('|')}]] [--dealers-dir DIR] [--index UID] [--dry-run] [--allow-mass-removal]`;

const { values } = cliArgs(USAGE.slice('usage: '.length), {
  options: {
    dealer: { type: 'string' },
    file: { type: 'string' },
    url: { type: 'string' },
    format: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    'allow-mass-removal': { type: 'boolean', default: false },
    'dealers-dir': dealersDirOption(),
    // Every dealer's own index (search.indexUid) unless given.
    index: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(IMPORT_EXIT.stopped);
}

const root = values['dealers-dir'];
const loads = loadAllDealers(root);
const dealers = loads.flatMap((load) => (load.ok ? [load.dealer] : []));
if (values.url !== undefined && !/^(https?|sftp):\/\//.test(values.url))
  fail(`--url must be an https, http or sftp URL. ${USAGE}`);
const explicit = values.file ?? values.url;
if (explicit !== undefined && values.dealer === undefined) fail(`--file and --url need --dealer=<slug>. ${USAGE}`);

const chosen: Dealer[] =
  values.dealer === undefined
    ? dealers.filter((d) => effectiveFeed(d.config.flags.feed).format !== null && d.config.flags.feed.location !== null)
    : dealers.filter((d) => d.config.slug === values.dealer);
if (values.dealer !== undefined && chosen.length === 0) {
  const broken = loads.find((l) => !l.ok && l.slug === values.dealer);
  fail(
    broken
      ? `${values.dealer}: the dealer config has errors (npm run check-dealers)`
      : `unknown dealer "${values.dealer}" in ${resolve(root)}`,
  );
}
if (chosen.length === 0)
  fail(`no dealer config in ${resolve(root)} names a feed (flags.feed.format and flags.feed.location)`);

/** One chosen dealer ready to import: its settings, and where its configured feed is (dealers sharing it are a group). */
interface Ready {
  dealer: Dealer;
  slug: string;
  format: FeedFormat;
  mapping: ColumnMapping;
  source: FeedSource;
  location: string;
  options: Omit<ImportOptions, 'source' | 'format' | 'mapping'>;
}

/** How each chosen dealer's import ended (the run's exit code), and whether a shared export left rows unclaimed. */
const ends = new Map<string, DealerEnd>();
let rowsUnclaimed = false;
const endAs = (slug: string, end: DealerEnd) => ends.set(slug, worseEnd(ends.get(slug), end));
const configured = (dealer: Dealer) =>
  feedSourceFor({
    explicit: undefined,
    dealerDir: join(root, dealer.config.slug),
    feed: effectiveFeed(dealer.config.flags.feed),
    env: process.env,
  }).location;
const withFeed = dealers.filter((d) => d.config.flags.feed.location !== null);
const indexOf = (dealer: Dealer) => values.index ?? dealer.config.search.indexUid;

/** Remembers one real attempt for the morning report's stock table (a dry run writes nothing). */
function remember(dealer: Dealer, result: ImportResult): void {
  if (values['dry-run']) return;
  const slug = dealer.config.slug;
  const previous = readImportRecord(fingerprintRoot(), slug);
  const maxAgeHours = effectiveFeed(dealer.config.flags.feed).maxAgeHours;
  saveImportRecord(fingerprintRoot(), importRecord(previous, slug, new Date(), maxAgeHours, result));
}

/** A dealer that will not be imported this run: one line, one record, and the others go on. */
function failDealer(dealer: Dealer, message: string, lines: readonly string[] = [message]): void {
  for (const line of lines) console.error(`${dealer.config.slug}: ${line}`);
  remember(dealer, { kind: 'failed', message });
  endAs(dealer.config.slug, 'failed');
}

function prepare(dealer: Dealer, client: ReturnType<typeof adminClient>): Ready | null {
  const feed = effectiveFeed(dealer.config.flags.feed);
  const slug = dealer.config.slug;
  const format = values.format ?? feed.format ?? explicit?.split('.').pop() ?? '';
  if (!isFeedFormat(format)) {
    failDealer(dealer, `unknown feed format "${format}" (${feedFormatList()})`);
    return null;
  }
  const mapping = { ...feedMapping(feed), key: feed.key };
  const problems = mappingProblems(mapping);
  if (problems.length > 0) {
    failDealer(dealer, problems.join('; '), problems);
    return null;
  }
  const source = feedSourceFor({ explicit, dealerDir: join(root, slug), feed, env: process.env });
  const options = {
    slug,
    dealer: { dealerships: dealer.config.dealerships, locations: dealer.locations },
    key: feed.key,
    missing: feed.missing,
    maxRemovalPercent: feed.maxRemovalPercent,
    client,
    indexUid: indexOf(dealer),
    dryRun: values['dry-run'],
    allowMassRemoval: values['allow-mass-removal'],
    fingerprintDir: STOCK_FINGERPRINT_DIR,
    ...(values['dry-run']
      ? {
          log: (line: string) => {
            console.log(`  ${line}`);
          },
        }
      : {}),
  };
  const location = feed.location === null ? source.location : configured(dealer);
  return { dealer, slug, format, mapping, source, location, options };
}

/** The lines and the morning-report record of one dealer's outcome, as every import prints them. */
async function report(ready: Ready, outcome: GroupOutcome, client: ReturnType<typeof adminClient>): Promise<void> {
  const { slug, dealer, source } = ready;
  if (outcome.kind === 'failed') {
    failDealer(dealer, `${String(source)}: ${outcome.message}`);
    return;
  }
  const summary: ImportSummary = outcome.summary;
  for (const line of summary.errors.flatMap((error) => error.split('\n'))) console.error(`${slug}: ${line}`);
  console.log(`${summaryLine(slug, summary)}${values['dry-run'] ? ' (dry run: nothing written)' : ''}`);
  if (summary.refused !== null) {
    remember(dealer, { kind: 'refused', message: summary.refused });
    endAs(slug, 'failed');
    return;
  }
  const ids = dealer.config.dealerships.map((d) => d.id);
  const liveCars = await liveCarCount(client, ready.options.indexUid, ids);
  remember(dealer, { kind: 'imported', counts: summary, errors: summary.errors, liveCars });
  endAs(slug, summary.invalid > 0 ? 'partial' : 'imported');
}

/** Imports one location's dealers (one alone, or a group sharing one read); what goes wrong stays with them. */
async function importBatch(batch: readonly Ready[], client: ReturnType<typeof adminClient>): Promise<void> {
  // Every dealer naming this location shares the export, even those not imported now.
  const members = withFeed.filter((d) => configured(d) === batch[0]!.location);
  if (members.length < 2) {
    const one = batch[0]!;
    const summary = await importDealer({
      ...one.options,
      source: one.source,
      format: one.format,
      mapping: one.mapping,
    });
    await report(one, { kind: 'imported', summary }, client);
    return;
  }
  const router = new BranchRouter(
    members.map((d) => ({
      slug: d.config.slug,
      mapping: feedMapping(effectiveFeed(d.config.flags.feed)),
      dealershipIds: d.config.dealerships.map((x) => x.id),
      locationIds: d.locations.map((x) => x.id),
    })),
  );
  for (const problem of router.problems) console.error(problem);
  if (router.problems.length > 0) for (const one of batch) endAs(one.slug, 'failed');
  const { source, format } = batch[0]!;
  const { outcomes, unclaimed } = await importGroup({
    source,
    format,
    router,
    targets: batch.map((b) => ({ options: b.options, mapping: b.mapping })),
  });
  for (const one of batch) await report(one, outcomes.get(one.slug)!, client);
  const line = unclaimed.line(String(source));
  if (line !== null) {
    console.error(line);
    rowsUnclaimed = true;
  }
}

try {
  const engine = await connectSearchEngine();
  try {
    const client = adminClient(engine.host, engine.masterKey);
    for (const index of new Set(chosen.map(indexOf))) await configureIndex(client, index);
    const ready = chosen.flatMap((dealer) => {
      try {
        return prepare(dealer, client) ?? [];
      } catch (error) {
        failDealer(dealer, failureLine(error));
        return [];
      }
    });
    for (const batch of groupByLocation(ready)) {
      try {
        await importBatch(batch, client);
      } catch (error) {
        // Whatever one feed does (a parser's own error included), the next dealers are still imported.
        for (const one of batch.filter((b) => !ends.has(b.slug)))
          failDealer(one.dealer, `${String(one.source)}: ${failureLine(error)}`);
      }
    }
    // Housekeeping, not part of a dealer's import line: sold cars past their window leave public search.
    await endSoldListings(
      client,
      chosen.map((d) => d.config),
      values.index === undefined ? {} : { index: values.index },
    ).catch((error: unknown) => {
      // Not a dealer's import: the next run marks what this one could not.
      console.error(`sold listings: ${failureLine(error)}`);
    });
  } finally {
    await engine.stop();
  }
} catch (error) {
  // The search engine (or the index) could not be reached: one line, and nothing more is tried.
  console.error(`import: ${failureLine(error)}`);
  process.exit(IMPORT_EXIT.stopped);
}
const closing = failedDealersLine(ends);
if (closing !== null) console.error(closing);
process.exitCode = importExit(ends, rowsUnclaimed);
