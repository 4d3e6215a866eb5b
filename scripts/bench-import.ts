import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DEFAULT_DEALERS_DIR, loadAllDealers } from '../src/config/loadDealer.ts';
import { importDealer, summaryLine, type ImportSummary } from './import/importDealer.ts';
import { csvHeader, csvLine } from './import/writeFeed.ts';
import { connectSearchEngine } from './lib/searchEngine.ts';
import { adminClient, configureIndex, settle } from './lib/stockIndex.ts';
import { toStockProfile } from './lib/stockProfiles.ts';
import { generateStock } from './stock/generateStock.ts';
import { cliArgs, wholeNumber } from './lib/cli.ts';

/**
 * `npm run bench:import [-- --cars 10000 --dealer hobart-toyota]`: a generated CSV feed for one
 * dealer imported into its own embedded Meilisearch (until indexed), then the same file again.
 * Goals: first import ≤ 20 s, re-import ≤ 3 s with zero documents sent. Exits 1 when missed.
 */
const { values } = cliArgs('npm run bench:import -- [--cars N] [--dealer <slug>]', {
  options: { cars: { type: 'string', default: '10000' }, dealer: { type: 'string', default: 'hobart-toyota' } },
});
const count = wholeNumber('cars', values.cars, 1);
const dir = resolve('.data/bench-import');
const INDEX = 'bench-import';

const load = loadAllDealers(DEFAULT_DEALERS_DIR).find((l) => l.slug === values.dealer);
if (!load?.ok) throw new Error(`unknown or invalid dealer ${values.dealer}`);
const dealer = load.dealer;
const profile = toStockProfile(dealer);
if (profile === null) throw new Error(`${values.dealer} has no sample stock profile`);

await mkdir(dir, { recursive: true });
const feed = join(dir, 'feed.csv');
const mapping = { columns: {}, separator: '|' };
{
  const out = createWriteStream(feed);
  out.write(csvHeader(mapping));
  // In batches, so the generator's cars do not inflate the import's memory figures.
  for (let serial = 0; serial < count;) {
    const batch = generateStock([{ ...profile, count: Math.min(500, count - serial) }], {
      seed: serial + 1,
      now: new Date(),
    });
    for (const car of batch) {
      serial++;
      if (out.write(csvLine({ ...car, id: 5_000_000 + serial }, mapping, 'https://images.example.com'))) continue;
      await new Promise<void>((done) =>
        out.once('drain', () => {
          done();
        }),
      );
    }
  }
  await new Promise<void>((done) =>
    out.end(() => {
      done();
    }),
  );
}

const engine = await connectSearchEngine({ dataDir: join(dir, 'meili') });
try {
  const client = adminClient(engine.host, engine.masterKey);
  await configureIndex(client, INDEX);
  await settle(client.index(INDEX).deleteAllDocuments(), 'clear bench index');
  const run = async (): Promise<{ summary: ImportSummary; peakRss: number; peakHeap: number }> => {
    let peakRss = 0;
    let peakHeap = 0;
    const sample = () => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    };
    const timer = setInterval(sample, 50);
    try {
      const summary = await importDealer({
        slug: dealer.config.slug,
        dealer: { dealerships: dealer.config.dealerships, locations: dealer.locations },
        source: feed,
        format: 'csv',
        mapping,
        missing: 'sold',
        maxRemovalPercent: 30,
        client,
        indexUid: INDEX,
      });
      sample();
      return { summary, peakRss, peakHeap };
    } finally {
      clearInterval(timer);
    }
  };
  const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
  const first = await run();
  console.log(
    `first import:  ${summaryLine(dealer.config.slug, first.summary)}; ${first.summary.documentsSent} documents sent; peak RSS ${mb(first.peakRss)}, heap ${mb(first.peakHeap)} (goal ≤ 20 s)`,
  );
  const second = await run();
  console.log(
    `re-import:     ${summaryLine(dealer.config.slug, second.summary)}; ${second.summary.documentsSent} documents sent; peak RSS ${mb(second.peakRss)}, heap ${mb(second.peakHeap)} (goal ≤ 3 s, 0 sent)`,
  );
  const failed =
    first.summary.added !== count ||
    first.summary.seconds > 20 ||
    second.summary.seconds > 3 ||
    second.summary.documentsSent !== 0;
  if (failed) {
    console.error('bench:import: a goal was missed');
    process.exitCode = 1;
  }
} finally {
  await engine.stop();
  await rm(feed, { force: true });
}
