import { resolve } from 'node:path';
import { loadFleet } from '../server/fleet.ts';
import { LeadStore } from '../server/store.ts';
import { VitalsStore } from '../server/vitals/vitalsStore.ts';
import { VITAL_METRICS, vitalRating } from '../src/domain/vitals.ts';
import { leadStorePath } from './lib/leadStoreStats.ts';
import { formatVital, vitalsReportRows } from './lib/vitalsReport.ts';
import { buildEnv } from '../src/config/env/load.ts';
import { cliArgs } from './lib/cli.ts';

/**
 * `npm run vitals`: field Core Web Vitals p75 per dealer and page kind over the kept days, from the
 * lead store of this machine's lead API. `-- --dealer <slug>` for one dealer; `-- --json` prints
 * what `npm run report -- … --vitals <that file>` puts in the morning report.
 */
const { values } = cliArgs('npm run vitals -- [--dealer <slug>] [--json]', {
  options: { dealer: { type: 'string' }, json: { type: 'boolean', default: false } },
});
const fleet = loadFleet(resolve(buildEnv().DEALERS_DIR), false);
const site = values.dealer ? fleet.bySlug.get(values.dealer) : undefined;
if (values.dealer && !site) {
  console.error(`No dealer "${values.dealer}" in the fleet.`);
  process.exit(2);
}
const store = new LeadStore(leadStorePath());
const rows = vitalsReportRows(await new VitalsStore(store).summary(new Date(), site?.websiteId), fleet.sites);
await store.close();

if (values.json) {
  console.log(JSON.stringify({ generatedAt: new Date().toISOString(), rows }, null, 2));
} else if (rows.length === 0) {
  console.log('No field vitals yet.');
} else {
  for (const row of rows) {
    const cells = VITAL_METRICS.map((metric) => {
      const value = row.p75[metric];
      const flag = value === null ? '' : vitalRating(metric, value) === 'good' ? '' : ' !';
      return `${metric.toUpperCase()} ${formatVital(metric, value)}${flag}`;
    });
    console.log(
      `${row.slug.padEnd(28)} ${row.page.padEnd(9)} ${String(row.views).padStart(6)} views  ${cells.join('  ')}`,
    );
  }
}
