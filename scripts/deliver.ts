import { resolve } from 'node:path';
import { deliveryRuntime } from '../server/delivery/runtime.ts';
import { serverEnv } from '../server/env/load.ts';
import { loadFleet } from '../server/fleet.ts';
import { LeadStore } from '../server/store.ts';

/**
 * `npm run deliver`: the delivery worker as its own process, for deployments that run the lead API
 * with DELIVERY_WORKER=0. Same store, same settings; several may run at once (leases keep them apart).
 */
const env = serverEnv('npm run deliver');
const dbPath = resolve(env.LEAD_API_DB);
const fleet = loadFleet(resolve(env.DEALERS_DIR), false);
const store = new LeadStore(dbPath, env.LEAD_API_SYNC);
let runtime;
try {
  runtime = deliveryRuntime(store, fleet, env, (line) => {
    console.error(line);
  });
} catch (error) {
  console.error(`npm run deliver: ${(error as Error).message}`);
  process.exit(1);
}
runtime.worker.start();
console.log(`Delivery worker on ${dbPath} (mail → ${runtime.mailTarget}); Ctrl-C stops it.`);
const stop = () => {
  void runtime.stop().finally(() => {
    store.close();
    process.exit(0);
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
