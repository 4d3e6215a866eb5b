import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { buildEnv } from '../src/config/env/load.ts';
import { DEFAULT_DEALERS_DIR, listDealerSlugs } from '../src/config/loadDealer.ts';
import { DEFAULT_INDEX_UID } from '../src/search/indexSettings.ts';
import { buildArgs } from '../scripts/lib/buildArgs.ts';
import { buildConsole } from '../scripts/lib/consoleBuild.ts';
import { serveDealers } from '../scripts/lib/dealerServer.ts';
import { localPayments } from '../scripts/lib/demoPayments.ts';
import { DEMO_OPERATOR, demoManager, seedDemoStaff } from '../scripts/lib/demoStaff.ts';
import { startLeadApi } from '../scripts/lib/leadApiProcess.ts';
import { connectSearchEngine } from '../scripts/lib/searchEngine.ts';
import { ensureSampleStock } from '../scripts/lib/seedStock.ts';
import { adminClient, ensureSigningKey } from '../scripts/lib/stockIndex.ts';
import { storeLocation } from '../server/store.ts';

/**
 * The main job on a fresh machine: start the embedded Meilisearch (or use MEILI_HOST), seed it
 * when empty, build every demo dealer, and serve each at http://<slug>.localhost:<port>/.
 */
// The build's options (npm start -- --dealer=<slug>): checked here, before anything starts.
const buildOptions = process.argv.slice(2);
buildArgs(buildOptions);
const env = buildEnv();
const port = env.PORT;
const engine = await connectSearchEngine();
console.log(`Search engine: ${engine.host}${engine.owned ? ' (embedded, started)' : ''}`);
// The lead API runs as its own process (as in production); the build bakes its URL into the sites.
// It reads the car of each lead (year, VIN, price) for the dealer's email with the search-only key.
const searchKey = await ensureSigningKey(adminClient(engine.host, engine.masterKey), DEFAULT_INDEX_UID);
// Reservation deposits: the loopback test processor unless processor keys are set (docs/operations/payments.md).
const payments = await localPayments(`http://127.0.0.1:${env.LEAD_API_PORT}`);
// The dealer console (its own small Astro project) and its demo people: an operator, a manager per dealer.
buildConsole();
const storePath = storeLocation({ DATABASE_URL: env.DATABASE_URL, LEAD_API_DB: env.LEAD_API_DB });
const dealerSlugs = listDealerSlugs(DEFAULT_DEALERS_DIR);
await seedDemoStaff(storePath, dealerSlugs);
const leadApi = await startLeadApi(env.LEAD_API_PORT, {
  MEILI_HOST: engine.host,
  MEILI_SEARCH_KEY: searchKey.key,
  // The reservation pass marks a held car reserved in the local index (development only: the master key).
  MEILI_WRITE_KEY: engine.masterKey,
  ...payments.env,
});
const shutdown = async () => {
  await leadApi.stop();
  await payments.stop();
  await engine.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

if (!env.MEILI_HOST) {
  const seed = await ensureSampleStock(adminClient(engine.host, engine.masterKey), DEFAULT_INDEX_UID, {
    dealersRoot: resolve(DEFAULT_DEALERS_DIR),
  });
  console.log(
    seed.seeded
      ? `Seeded ${seed.cars} sample cars in ${seed.seconds.toFixed(1)} s.`
      : `Index holds today's ${seed.cars} sample cars.`,
  );
  if (seed.imported.length > 0) console.log(`Stock from their feed, left alone: ${seed.imported.join(', ')}.`);
}

const build = spawnSync(process.execPath, ['scripts/build.ts', ...buildOptions], { stdio: 'inherit' });
if (build.status !== 0) console.log('Some dealers failed to build (see above); serving the ones that built.');

const { slugs } = await serveDealers(resolve('dist'), port);
console.log(`\nServing ${slugs.length} dealer sites (Ctrl+C stops them, the lead API and the search engine):`);
for (const slug of slugs) console.log(`  http://${slug}.localhost:${port}/`);
console.log(
  `Lead API: ${leadApi.url}/api (leads in .data/leads/leads.sqlite, export keys in .data/leads/dealer-keys.json)`,
);
console.log(`Reservation deposits: ${payments.label}`);
console.log(
  `Dealer console: ${leadApi.url}/console/ (sign in as ${DEMO_OPERATOR} or ${demoManager(dealerSlugs[0] ?? 'slug')}; ` +
    `the link arrives as an .eml file in .data/leads/mail/ unless SMTP_URL is set)`,
);
