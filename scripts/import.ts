import { join, resolve } from 'node:path';
import { DEFAULT_DEALERS_DIR, loadAllDealers, type Dealer } from '../src/config/loadDealer.ts';
import { DEFAULT_INDEX_UID } from '../src/search/indexSettings.ts';
import { BranchRouter, groupByLocation } from './import/feedGroups.ts';
import { importDealer, summaryLine, type ImportOptions, type ImportSummary } from './import/importDealer.ts';
import { importGroup, type GroupOutcome } from './import/importGroup.ts';
import { mappingProblems } from './import/checkMapping.ts';
import { feedMapping, type ColumnMapping } from './import/mapRow.ts';
import { effectiveFeed } from './import/presets/effectiveFeed.ts';
import { feedFormatList, FEED_FORMATS, isFeedFormat, type FeedFormat } from '../src/domain/feedFormats.ts';
import { FeedError, type FeedSource } from './import/readFeed.ts';
import { feedSourceFor } from './import/source/feedSource.ts';
import { fingerprintRoot } from './lib/buildFingerprints.ts';
import { connectSearchEngine } from './lib/searchEngine.ts';
import { adminClient, configureIndex } from './lib/stockIndex.ts';
import { endSoldListings } from './lib/endSoldListings.ts';
import { cliArgs } from './lib/cli.ts';
import {
  importRecord,
  liveCarCount,
  readImportRecord,
  saveImportRecord,
  type ImportResult,
} from './lib/stockReport.ts';

/** Where each import records its stock fingerprint per dealer (read by `npm run build -- --changed`). */
const STOCK_FINGERPRINT_DIR = resolve(fingerprintRoot(), 'stock');

const USAGE = `usage: npm run import [-- --dealer=<slug> [--file <path> | --url <https|sftp url>] [--format ${FEED_FORMATS.join('|')}]] [--dry-run] [--allow-mass-removal]`;

const { values } = cliArgs(USAGE.slice('usage: '.length), {
  options: {
    dealer: { type: 'string' },
    file: { type: 'string' },
    url: { type: 'string' },
    format: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    'allow-mass-removal': { type: 'boolean', default: false },
    'dealers-dir': { type: 'string', default: DEFAULT_DEALERS_DIR },
    index: { type: 'string', default: DEFAULT_INDEX_UID },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
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
      : `unknown dealer "${values.dealer}"`,
  );
}
if (chosen.length === 0) fail('no dealer config names a feed (flags.feed.format and flags.feed.location)');

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

let exitCode = 0;
const configured = (dealer: Dealer) =>
  feedSourceFor({
    explicit: undefined,
    dealerDir: join(root, dealer.config.slug),
    feed: effectiveFeed(dealer.config.flags.feed),
    env: process.env,
  }).location;
const withFeed = dealers.filter((d) => d.config.flags.feed.location !== null);

function prepare(dealer: Dealer, client: ReturnType<typeof adminClient>): Ready | null {
  const feed = effectiveFeed(dealer.config.flags.feed);
  const slug = dealer.config.slug;
  const format = values.format ?? feed.format ?? explicit?.split('.').pop() ?? '';
  if (!isFeedFormat(format)) {
    console.error(`${slug}: unknown feed format "${format}" (${feedFormatList()})`);
    exitCode = 1;
    return null;
  }
  const mapping = { ...feedMapping(feed), key: feed.key };
  const problems = mappingProblems(mapping);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`${slug}: ${problem}`);
    exitCode = 1;
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
    indexUid: values.index,
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
  const feed = effectiveFeed(dealer.config.flags.feed);
  // Each real attempt is remembered for the morning report (a dry run writes nothing).
  const remember = (result: ImportResult) => {
    if (values['dry-run']) return;
    const previous = readImportRecord(fingerprintRoot(), slug);
    saveImportRecord(fingerprintRoot(), importRecord(previous, slug, new Date(), feed.maxAgeHours, result));
  };
  if (outcome.kind === 'failed') {
    console.error(`${slug}: ${String(source)}: ${outcome.message}`);
    remember({ kind: 'failed', message: `${String(source)}: ${outcome.message}` });
    exitCode = 1;
    return;
  }
  const summary: ImportSummary = outcome.summary;
  for (const line of summary.errors.flatMap((error) => error.split('\n'))) console.error(`${slug}: ${line}`);
  console.log(`${summaryLine(slug, summary)}${values['dry-run'] ? ' (dry run: nothing written)' : ''}`);
  if (summary.refused !== null) remember({ kind: 'refused', message: summary.refused });
  else {
    const ids = dealer.config.dealerships.map((d) => d.id);
    const liveCars = await liveCarCount(client, values.index, ids);
    remember({ kind: 'imported', counts: summary, errors: summary.errors, liveCars });
  }
  if (summary.refused !== null) exitCode = 1;
  else if (summary.invalid > 0 && exitCode === 0) exitCode = 2;
}

const engine = await connectSearchEngine();
try {
  const client = adminClient(engine.host, engine.masterKey);
  await configureIndex(client, values.index);
  const ready = chosen.flatMap((dealer) => prepare(dealer, client) ?? []);
  for (const batch of groupByLocation(ready)) {
    // Every dealer naming this location shares the export, even those not imported now.
    const members = withFeed.filter((d) => configured(d) === batch[0]!.location);
    if (members.length < 2) {
      const one = batch[0]!;
      try {
        const summary = await importDealer({
          ...one.options,
          source: one.source,
          format: one.format,
          mapping: one.mapping,
        });
        await report(one, { kind: 'imported', summary }, client);
      } catch (error) {
        if (!(error instanceof FeedError)) throw error;
        await report(one, { kind: 'failed', message: error.message }, client);
      }
      continue;
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
    if (router.problems.length > 0) exitCode = 1;
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
      if (exitCode === 0) exitCode = 2;
    }
  }
  // Housekeeping, not part of a dealer's import line: sold cars past their window leave public search.
  await endSoldListings(
    client,
    chosen.map((d) => d.config),
    { index: values.index },
  );
} finally {
  await engine.stop();
}
process.exitCode = exitCode;
