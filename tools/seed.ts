import { loadAllDealers } from '../src/config/loadDealer.ts';
import { endSoldListings } from '../scripts/lib/endSoldListings.ts';
import { DEFAULT_INDEX_UID } from '../src/search/indexSettings.ts';
import { connectSearchEngine } from '../scripts/lib/searchEngine.ts';
import { ensureSampleStock } from '../scripts/lib/seedStock.ts';
import { adminClient } from '../scripts/lib/stockIndex.ts';
import { cliArgs, dealersDirOption } from '../scripts/lib/cli.ts';

/** Configures the stock index and loads the demo dealers' sample stock (`--force` reloads); imported dealers are left alone. */
const { values } = cliArgs('npm run seed -- [--force] [--dealers-dir DIR]', {
  options: {
    force: { type: 'boolean', default: false },
    'dealers-dir': dealersDirOption(),
  },
});
const engine = await connectSearchEngine();
try {
  const result = await ensureSampleStock(adminClient(engine.host, engine.masterKey), DEFAULT_INDEX_UID, {
    dealersRoot: values['dealers-dir'],
    force: values.force,
  });
  console.log(
    result.seeded
      ? `Seeded ${result.cars} sample cars into ${engine.host} in ${result.seconds.toFixed(1)} s.`
      : `Index already holds today's ${result.cars} sample cars (use --force to reload).`,
  );
  if (result.imported.length > 0)
    console.log(`Left alone (their stock came from a feed): ${result.imported.join(', ')}.`);
  const configs = loadAllDealers(values['dealers-dir']).flatMap((load) => (load.ok ? [load.dealer.config] : []));
  const ended = await endSoldListings(adminClient(engine.host, engine.masterKey), configs);
  if (ended > 0) console.log(`${ended} sold ${ended === 1 ? 'car' : 'cars'} past the sold window left public search.`);
} finally {
  await engine.stop();
}
