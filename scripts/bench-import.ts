import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DEFAULT_DEALERS_DIR, loadAllDealers, type Dealer } from '../src/config/loadDealer.ts';
import type { Car } from '../src/domain/car.ts';
import { BranchRouter } from './import/feedGroups.ts';
import { importDealer, summaryLine, type ImportSummary } from './import/importDealer.ts';
import { importGroup } from './import/importGroup.ts';
import { feedMapping, type ColumnMapping } from './import/mapRow.ts';
import { effectiveFeed } from './import/presets/effectiveFeed.ts';
import { writeBenchFleet } from './lib/benchFleetFeed.ts';
import { dmsFeedBlock, dmsHeader, dmsLine } from './lib/dmsBenchFeed.ts';
import { connectSearchEngine } from './lib/searchEngine.ts';
import { adminClient, configureIndex, settle } from './lib/stockIndex.ts';
import { toStockProfile } from './lib/stockProfiles.ts';
import { generateStock } from './stock/generateStock.ts';
import { cliArgs, wholeNumber } from './lib/cli.ts';

/**
 * `npm run bench:import [-- --cars 10000 --fleet-rows 50000 --fleet-dealers 100]`, each into its own
 * embedded Meilisearch until indexed. (a) A DMS-shaped CSV for one dealer (own headers, `$` prices,
 * POA, HTML comments, value maps, dd/mm/yyyy, branch names), then the same file again; goals ≤ 20 s,
 * re-import ≤ 3 s with 0 documents sent. (b) One fleet-wide export split by its branch column for
 * generated dealers, read once; goal ≤ 60 s. Wall and CPU seconds and peak RSS printed; exits 1 when
 * a goal is missed.
 */
const { values } = cliArgs('npm run bench:import -- [--cars N] [--fleet-rows N] [--fleet-dealers N]', {
  options: {
    cars: { type: 'string', default: '10000' },
    'fleet-rows': { type: 'string', default: '50000' },
    'fleet-dealers': { type: 'string', default: '100' },
  },
});
const count = wholeNumber('cars', values.cars, 1);
const fleetRows = wholeNumber('fleet-rows', values['fleet-rows'], 1);
const fleetDealers = wholeNumber('fleet-dealers', values['fleet-dealers'], 1, 999);
const TEMPLATE = 'harbour-auto-group';
const dir = resolve('.data/bench-import');
const INDEX = 'bench-import';
const PHOTOS = 'https://images.example.com';

const template = loadAllDealers(DEFAULT_DEALERS_DIR).find((l) => l.slug === TEMPLATE);
if (!template?.ok) throw new Error(`unknown or invalid dealer ${TEMPLATE}`);
const profile = toStockProfile(template.dealer);
if (profile === null) throw new Error(`${TEMPLATE} has no sample stock profile`);
const salesOf = (dealer: Dealer) => dealer.locations.filter((l) => l.location_type === 'sales');
const mappingOf = (block: ReturnType<typeof dmsFeedBlock>): ColumnMapping => ({ ...block, separator: '|' });
const fleetMapping = (dealer: Dealer): ColumnMapping => {
  const flags = effectiveFeed(dealer.config.flags.feed);
  return { ...feedMapping(flags), key: flags.key };
};
const placesOf = (dealer: Dealer) => ({ dealerships: dealer.config.dealerships, locations: dealer.locations });

async function write(out: WriteStream, text: string): Promise<void> {
  if (out.write(text)) return;
  await new Promise<void>((done) =>
    out.once('drain', () => {
      done();
    }),
  );
}
async function close(out: WriteStream): Promise<void> {
  await new Promise<void>((done) =>
    out.end(() => {
      done();
    }),
  );
}
/** Generated cars in batches (the generator's cars never inflate the import's memory figures). */
async function eachCar(total: number, use: (car: Car, serial: number) => Promise<void>): Promise<void> {
  for (let serial = 0; serial < total;) {
    const batch = generateStock([{ ...profile!, count: Math.min(500, total - serial) }], {
      seed: serial + 1,
      now: new Date(),
    });
    for (const car of batch) await use(car, ++serial);
  }
}

/** Wall and CPU seconds and peak RSS of one step. */
async function measured<T>(step: () => Promise<T>): Promise<{ value: T; wall: number; cpu: number; peakRss: number }> {
  let peakRss = 0;
  const sample = () => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  };
  const timer = setInterval(sample, 50);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  try {
    const value = await step();
    sample();
    const cpu = process.cpuUsage(cpuBefore);
    return { value, wall: (performance.now() - started) / 1000, cpu: (cpu.user + cpu.system) / 1e6, peakRss };
  } finally {
    clearInterval(timer);
  }
}
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
const figures = (m: { wall: number; cpu: number; peakRss: number }) =>
  `${m.wall.toFixed(1)} s wall, ${m.cpu.toFixed(1)} s CPU (importer), peak RSS ${mb(m.peakRss)}`;

await rm(dir, { recursive: true, force: true });
await mkdir(dir, { recursive: true });
const failures: string[] = [];

// (a) one dealer's DMS export, branch names mapped to its locations.
const branchName = new Map(salesOf(template.dealer).map((l) => [l.id, `${l.name} Yard`]));
const block = dmsFeedBlock('dms.csv', Object.fromEntries([...branchName].map(([id, name]) => [name, String(id)])));
const feed = join(dir, 'dms.csv');
{
  const out = createWriteStream(feed);
  await write(out, `\uFEFF${dmsHeader()}`);
  await eachCar(count, (car, serial) => write(out, dmsLine(car, serial, branchName.get(car.location_id)!, PHOTOS)));
  await close(out);
}
// (b) one fleet-wide export: row n belongs to dealer n mod N, at that dealer's branch of the car's location.
const dealersDir = join(dir, 'fleet-dealers');
const bench = writeBenchFleet(dealersDir, TEMPLATE, fleetDealers, 'fleet.csv');
const fleetFeed = join(dealersDir, '_feeds', 'fleet.csv');
{
  const salesIds = salesOf(template.dealer).map((l) => l.id);
  const out = createWriteStream(fleetFeed);
  await write(out, dmsHeader());
  await eachCar(fleetRows, (car, serial) => {
    const dealer = bench[serial % bench.length]!;
    return write(out, dmsLine(car, serial, dealer.branches[salesIds.indexOf(car.location_id)]!.name, PHOTOS));
  });
  await close(out);
}
const loads = loadAllDealers(dealersDir);
const broken = loads.flatMap((l) => (l.ok ? [] : [l]))[0];
if (broken !== undefined) throw new Error(`${broken.slug}: ${JSON.stringify(broken.issues[0])}`);
const fleet = loads.flatMap((l) => (l.ok ? [l.dealer] : []));

const engine = await connectSearchEngine({ dataDir: join(dir, 'meili'), embedded: true });
try {
  const client = adminClient(engine.host, engine.masterKey);
  await configureIndex(client, INDEX);
  await settle(client.index(INDEX).deleteAllDocuments(), 'clear bench index');
  const base = { client, indexUid: INDEX, missing: 'sold' as const, maxRemovalPercent: 30, key: 'stocknum' as const };
  const one = () =>
    measured(() =>
      importDealer({
        ...base,
        slug: TEMPLATE,
        dealer: placesOf(template.dealer),
        source: feed,
        format: 'csv',
        mapping: mappingOf(block),
      }),
    );
  const line = (s: ImportSummary) => `${summaryLine(TEMPLATE, s)}; ${s.documentsSent} documents sent`;
  const first = await one();
  console.log(`(a) DMS export, ${count} rows: ${line(first.value)}; ${figures(first)} (goal ≤ 20 s)`);
  const again = await one();
  console.log(`(a) same file again: ${line(again.value)}; ${figures(again)} (goal ≤ 3 s, 0 sent)`);
  if (first.value.added !== count || first.value.invalid !== 0 || first.wall > 20) failures.push('(a) first import');
  if (again.wall > 3 || again.value.documentsSent !== 0) failures.push('(a) re-import');

  const router = new BranchRouter(
    fleet.map((d) => ({
      slug: d.config.slug,
      mapping: fleetMapping(d),
      dealershipIds: d.config.dealerships.map((x) => x.id),
      locationIds: d.locations.map((x) => x.id),
    })),
  );
  if (router.problems.length > 0) throw new Error(router.problems[0]);
  const group = await measured(() =>
    importGroup({
      source: fleetFeed,
      format: 'csv',
      router,
      targets: fleet.map((d) => ({
        options: { ...base, slug: d.config.slug, dealer: placesOf(d) },
        mapping: fleetMapping(d),
      })),
    }),
  );
  const summaries = [...group.value.outcomes.values()].flatMap((o) => (o.kind === 'imported' ? [o.summary] : []));
  const added = summaries.reduce((sum, s) => sum + s.added, 0);
  const invalid = summaries.reduce((sum, s) => sum + s.invalid, 0);
  console.log(
    `(b) fleet export, ${fleetRows} rows for ${fleet.length} dealers, read once: ${added} added, ${invalid} invalid, ` +
      `${group.value.unclaimed.count} unclaimed; ${figures(group)} (goal ≤ 60 s, RSS flat)`,
  );
  if (summaries.length !== fleet.length || added !== fleetRows || group.wall > 60) failures.push('(b) fleet export');
} finally {
  await engine.stop();
  await rm(feed, { force: true });
  await rm(dealersDir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`bench:import: a goal was missed: ${failures.join(', ')}`);
  process.exitCode = 1;
}
