import { resolve } from 'node:path';
import { DeliveryQueue } from '../server/delivery/queue.ts';
import { deliveryStats } from '../server/delivery/stats.ts';
import { loadFleet } from '../server/fleet.ts';
import { LeadStore } from '../server/store.ts';
import { leadStorePath } from './lib/leadStoreStats.ts';
import { buildEnv } from '../src/config/env/load.ts';
import { cliArgs } from './lib/cli.ts';

/**
 * `npm run deliveries`: the lead deliveries not yet acknowledged (queued, sending, retrying) and the
 * dead ones, oldest first. `-- --dealer <slug>` for one dealer; `-- --retry <delivery id>` puts a dead
 * one back in the queue (the running worker sends it); `-- --json` prints the morning report's
 * per-dealer figures for the last 24 h (`npm run report -- … --deliveries <that file>`).
 */
const { values } = cliArgs('npm run deliveries -- [--dealer <slug>] [--retry <delivery id>]… [--json]', {
  options: {
    dealer: { type: 'string' },
    retry: { type: 'string', multiple: true },
    json: { type: 'boolean', default: false },
  },
});
const fleet = loadFleet(resolve(buildEnv().DEALERS_DIR), false);
const store = new LeadStore(leadStorePath());
const queue = new DeliveryQueue(store);
const site = values.dealer ? fleet.bySlug.get(values.dealer) : undefined;
if (values.dealer && !site) {
  console.error(`No dealer "${values.dealer}" in the fleet.`);
  process.exit(2);
}
const slugOf = (websiteId: number) => fleet.byWebsiteId.get(websiteId)?.slug ?? `site ${websiteId}`;

if (values.json) {
  const sites = (site ? [site] : fleet.sites).map((s) => ({ ...s, timeZone: s.contacts.dealer.timeZone }));
  const rows = await deliveryStats(store, sites, new Date(Date.now() - 24 * 3_600_000));
  console.log(JSON.stringify({ generatedAt: new Date().toISOString(), rows }, null, 2));
} else if (values.retry) {
  let failed = 0;
  for (const id of values.retry) {
    const ok = await queue.retry(id, Date.now());
    console.log(ok ? `${id}: queued again` : `${id}: no dead delivery with that id (SMS codes are never resent)`);
    if (!ok) failed += 1;
  }
  process.exitCode = failed > 0 ? 1 : 0;
} else {
  const jobs = await queue.unfinished(site?.websiteId);
  if (jobs.length === 0) console.log('Nothing pending or dead.');
  for (const job of jobs) {
    const when =
      job.status === 'retrying' ? `next ${new Date(job.next_at).toISOString()}` : new Date(job.queued_at).toISOString();
    console.log(
      [
        slugOf(job.website_id),
        job.status.padEnd(8),
        job.channel.padEnd(7),
        job.target,
        `attempts ${job.attempts}`,
        when,
        job.last_error ?? '',
        job.id,
      ]
        .filter(Boolean)
        .join('  '),
    );
  }
}
await store.close();
