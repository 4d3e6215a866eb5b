import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { formatDealerIssue } from '../src/config/formatIssues.ts';
import { buildEnv, inheritedEnv } from '../src/config/env/load.ts';
import { loadAllDealers, type Dealer } from '../src/config/loadDealer.ts';
import { DEFAULT_INDEX_UID } from '../src/search/indexSettings.ts';
import { buildArgs } from './lib/buildArgs.ts';
import { buildWorkers, type ChildOutcome } from './lib/buildChild.ts';
import { dealerToken, TOKEN_DAYS } from './lib/dealerToken.ts';
import { printSummary, type SummaryRow } from './lib/buildSummary.ts';
import { withBudgets, writeFleetReport, type ReportRow } from './lib/fleetReport.ts';
import { recordVerify } from './lib/verifyReport.ts';
import { leadStorePath, readLeadFigures } from './lib/leadStoreStats.ts';
import { wholeNumber } from './lib/cli.ts';
import { runPool } from './lib/runPool.ts';
import { parseShard, shardOf } from './lib/shard.ts';
import { connectSearchEngine } from './lib/searchEngine.ts';
import { ensureSampleStock, STOCK_DIR, stockDay } from './lib/seedStock.ts';
import {
  configFingerprint,
  lastBuild,
  rebuildReason,
  recordBuild,
  stockFingerprint,
  type BuildInputs,
} from './lib/buildFingerprints.ts';
import { leakedPublicKeys } from './lib/publicKeyGuard.ts';
import { publicLeadApiUrl, publicMapsKey } from '../src/config/publicLeadApi.ts';
import { zoneOfState } from '../server/delivery/localTime.ts';
import { adminClient, ensureSigningKey } from './lib/stockIndex.ts';
import { secondsSince, sumPhases } from './lib/buildPhases.ts';
import { keptPin, type BuildPin } from './lib/buildPin.ts';
import { pruneCache } from './precompress/precompress.ts';
import { changedLine, differenceLine, STOCK_CHANGED } from './incremental/changedLine.ts';
import { PRECOMPRESS_CACHE_DIR } from './precompress/rules.ts';
import { removeReplacedSites } from './lib/swapSite.ts';

const { values } = buildArgs();
const env = buildEnv();
const dealersRoot = resolve(values['dealers-dir']);
const outRoot = resolve(values.out);
const wanted = values.dealer.flatMap((d) => d.split(','));
const concurrency = wholeNumber('concurrency', values.concurrency, 1, 256);
const dealersPerProcess = wholeNumber('dealers-per-process', values['dealers-per-process'], 1, 1000);

let shard;
try {
  shard = parseShard(values.shard);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
// Every dealer is validated (uniqueness spans the fleet); this runner builds only its shard.
const allLoads = loadAllDealers(dealersRoot).filter((r) => wanted.length === 0 || wanted.includes(r.slug));
const loads = shardOf(allLoads, (r) => r.slug, shard);
const unknown = wanted.filter((slug) => !allLoads.some((r) => r.slug === slug));
if (unknown.length > 0) {
  console.error(`No dealer folder for ${unknown.map((s) => `"${s}"`).join(', ')} in ${dealersRoot}.`);
  process.exit(2);
}

const rows: SummaryRow[] = [];
for (const load of loads) {
  if (load.ok) continue;
  const first = load.issues[0]!;
  console.log(`✗ ${load.slug.padEnd(24)} invalid config: ${formatDealerIssue(first)}`);
  for (const issue of load.issues.slice(1)) console.log(`  ${''.padEnd(24)} ${formatDealerIssue(issue)}`);
  rows.push({
    slug: load.slug,
    status: 'invalid',
    pages: 0,
    seconds: 0,
    bytes: 0,
    peakRssMb: 0,
    reason: formatDealerIssue(first),
  });
}
const sampleDay = stockDay().toISOString().slice(0, 10);
// Seconds spent on fingerprints (reading and recording build inputs), for the bench's phase table.
let fingerprintSeconds = 0;
function timed<T>(work: () => T): T {
  const started = performance.now();
  try {
    return work();
  } finally {
    fingerprintSeconds += secondsSince(started);
  }
}
const inputsOf = (slug: string): BuildInputs =>
  timed(() => ({ stock: stockFingerprint(slug, sampleDay), config: configFingerprint(join(dealersRoot, slug)) }));
// Why each dealer is rebuilt under --changed: a stock change alone can be an incremental build.
const reasons = new Map<string, string>();
const valid: Dealer[] = loads
  .flatMap((r) => (r.ok ? [r.dealer] : []))
  .filter(({ config }) => {
    if (!values.changed) return true;
    const renewal = { now: new Date(), renewAfterDays: TOKEN_DAYS / 2 };
    const reason =
      values['ignore-output'] || existsSync(join(outRoot, config.slug))
        ? rebuildReason(
            inputsOf(config.slug),
            timed(() => lastBuild(config.slug)),
            renewal,
          )
        : 'not in the output';
    console.log(
      reason === null ? `= ${config.slug.padEnd(24)} unchanged, skipped` : `↻ ${config.slug.padEnd(24)} ${reason}`,
    );
    if (reason !== null) reasons.set(config.slug, reason);
    return reason !== null;
  });

const started = performance.now();
const engine = await connectSearchEngine();
try {
  const admin = adminClient(engine.host, engine.masterKey);
  const leaked = await leakedPublicKeys(admin, engine.masterKey, inheritedEnv());
  if (leaked.length > 0) {
    console.error(`Refusing to build: ${leaked.join(', ')} holds a Meilisearch key that can do more than search.`);
    console.error('Public settings reach every browser; give them the search host only (builds mint tenant tokens).');
    process.exit(2);
  }
  if (!env.MEILI_HOST) {
    const seed = await ensureSampleStock(admin, DEFAULT_INDEX_UID, { dealersRoot });
    if (seed.seeded) console.log(`Seeded ${seed.cars} sample cars in ${seed.seconds.toFixed(1)} s.`);
  }
  const signingKey = await ensureSigningKey(admin, DEFAULT_INDEX_UID);
  const now = new Date();
  // Each dealer's page budgets are measured as soon as it is built, beside the builds still running,
  // instead of all of them in one serial tail after the last.
  const budgeted = new Map<string, ReportRow>();
  let budgetSeconds = 0;
  const measureBudgets = (row: SummaryRow): ReportRow => {
    const measureStarted = performance.now();
    const measured = budgeted.get(row.slug) ?? withBudgets([row], outRoot, now)[0]!;
    budgeted.set(row.slug, measured);
    budgetSeconds += secondsSince(measureStarted);
    return measured;
  };

  // Sites an earlier run's workers set aside and had not removed yet when they ended.
  removeReplacedSites(outRoot);
  const workers = buildWorkers(dealersPerProcess);
  const outcomes = await runPool(valid, concurrency, async (dealer): Promise<ChildOutcome> => {
    const { config } = dealer;
    const inputs = inputsOf(config.slug);
    // Under --changed the last good build's clock and token are kept where they can be, so the pages
    // this rebuild did not change are the same bytes (the deploy then writes only what changed).
    const kept = values.changed
      ? keptPin(lastBuild(config.slug), inputs, signingKey.uid, { now, renewAfterDays: TOKEN_DAYS / 2 })
      : null;
    const pin: BuildPin =
      kept !== null && 'token' in kept
        ? kept
        : { clock: now.toISOString(), token: await dealerToken(config, signingKey, now) };
    // Same config, clock and token as the live site, only the stock changed: render what it touched.
    const incremental = !values.whole && kept !== null && 'token' in kept && reasons.get(config.slug) === STOCK_CHANGED;
    const outcome = await workers.build(
      config.slug,
      {
        DEALERS_DIR: dealersRoot,
        // Where this build keeps its records and renderers (scripts/incremental/keptRenderer.ts).
        FINGERPRINTS_DIR: resolve(env.FINGERPRINTS_DIR),
        OUT_DIR: outRoot,
        SEARCH_HOST: config.search.host ?? env.PUBLIC_MEILI_HOST ?? engine.host,
        SEARCH_TOKEN: pin.token,
        BUILD_CLOCK: pin.clock,
        SEARCH_INDEX: config.search.indexUid,
        STOCK_PHOTOS_DIR: `${STOCK_DIR}/photos`,
        PUBLIC_LEAD_API_URL: publicLeadApiUrl(),
        ...(publicMapsKey() ? { PUBLIC_MAPS_KEY: publicMapsKey()! } : {}),
      },
      { incremental, verify: values.verify },
    );
    if (outcome.ok) {
      timed(() => {
        recordBuild(config.slug, inputs, now, pin);
      });
    }
    const mark = outcome.ok ? '✓' : '✗';
    const detail = outcome.ok ? `${String(outcome.pages).padStart(5)} pages` : `failed: ${outcome.message}`;
    console.log(`${mark} ${config.slug.padEnd(24)} ${detail}  ${outcome.seconds.toFixed(1)} s`);
    if (outcome.ok && values.changed) console.log(changedLine(config.slug, outcome, reasons.get(config.slug)));
    const differ = outcome.differences ?? [];
    if (differ.length > 0) {
      console.log(`✗ ${config.slug.padEnd(24)} ${differenceLine(differ)}; the whole build went live`);
      process.exitCode = 1;
    } else if (outcome.differences) console.log(`= ${config.slug.padEnd(24)} same files and bytes as a whole build`);
    if (outcome.differences) {
      const pages = outcome.incremental?.pages ?? 0;
      recordVerify(join(outRoot, '_report'), {
        slug: config.slug,
        checkedAt: now.toISOString(),
        pages,
        differences: differ,
      });
    }
    rows.push({
      slug: config.slug,
      status: outcome.ok ? 'built' : 'failed',
      pages: outcome.pages,
      seconds: outcome.seconds,
      bytes: outcome.bytes,
      peakRssMb: outcome.peakRssMb,
      reason: differ.length > 0 ? differenceLine(differ) : outcome.message,
    });
    measureBudgets(rows.at(-1)!);
    return outcome;
  });
  await workers.close();
  printSummary(rows, (performance.now() - started) / 1000);
  const figures = await readLeadFigures(
    leadStorePath(),
    valid.map(({ config }) => ({
      slug: config.slug,
      websiteId: config.id,
      timeZone: zoneOfState(config.address.state) ?? 'Australia/Sydney',
    })),
    now,
  );
  const report = writeFleetReport(outRoot, rows.map(measureBudgets), now, figures);
  const phases = {
    ...sumPhases(outcomes.map((o) => o.phases)),
    fingerprints: fingerprintSeconds,
    reportBudgets: budgetSeconds,
  };
  // Where the time went (dealer phases summed over their processes), read by npm run bench.
  const dealerFigures = valid.map(({ config }, i) => ({ slug: config.slug, ...outcomes[i]! }));
  writeFileSync(join(outRoot, '_report', 'phases.json'), JSON.stringify({ phases, dealers: dealerFigures }, null, 2));
  pruneCache(resolve(PRECOMPRESS_CACHE_DIR));
  const overBudget = report.rows.filter((r) => r.violations.length > 0).map((r) => r.slug);
  if (overBudget.length > 0) console.log(`Over a page budget: ${overBudget.join(', ')} (see the report).`);
  console.log(`Report: ${join(outRoot, '_report', 'index.html')}`);
  if (rows.some((r) => r.status !== 'built') || outcomes.some((o) => !o.ok)) process.exitCode = 1;
} finally {
  await engine.stop();
}
if (values.deploy) {
  const built = rows.filter((r) => r.status === 'built').map((r) => `--dealer=${r.slug}`);
  if (built.length > 0) {
    const script = fileURLToPath(new URL('deploy.ts', import.meta.url));
    const result = spawnSync(process.execPath, [script, `--dist=${outRoot}`, ...built], { stdio: 'inherit' });
    if (result.status !== 0) process.exitCode = 1;
  } else {
    console.log('Nothing to deploy: no dealer built.');
  }
}
// Idle keep-alive sockets of fetch would hold the process open for seconds after the work is done.
process.exit();
