import { resolve } from 'node:path';
import { deliveryRuntime } from '../server/delivery/runtime.ts';
import { serverEnv } from '../server/env/load.ts';
import { createServer } from 'node:http';
import { dealerSlugOf, loadFleet } from '../server/fleet.ts';
import { metricsRoutes } from '../server/routes/metrics.ts';
import { metricsFiles, storeMetrics } from '../server/metrics/storeMetrics.ts';
import { getRequestListener } from '@hono/node-server';
import { LeadStore, storeLocation } from '../server/store.ts';
import { storeLabel } from '../server/storage/open.ts';

/**
 * `npm run deliver`: the delivery worker as its own process, for deployments that run the lead API
 * with DELIVERY_WORKER=0. Same store, same settings; several may run at once (leases keep them apart).
 */
const env = serverEnv('npm run deliver');
const location = storeLocation(env);
const fleet = loadFleet(resolve(env.DEALERS_DIR), false);
let store: LeadStore;
try {
  store = new LeadStore(location, env.LEAD_API_SYNC);
  await store.opened();
} catch (error) {
  console.error(`npm run deliver: ${(error as Error).message}`);
  process.exit(1);
}
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
console.log(`Delivery worker on ${storeLabel(location)} (mail → ${runtime.mailTarget}); Ctrl-C stops it.`);
// Prometheus scrapes the worker too (the same store-wide figures as the API's /metrics).
const metricsListener = getRequestListener(
  metricsRoutes({
    registry: storeMetrics(store.driver, dealerSlugOf(fleet), metricsFiles(env)),
    token: env.METRICS_TOKEN,
  }).fetch,
);
const metricsServer =
  env.DELIVERY_METRICS_PORT === undefined
    ? null
    : createServer((request, response) => {
        void metricsListener(request, response);
      }).listen(env.DELIVERY_METRICS_PORT, '127.0.0.1', () => {
        console.log(`Worker metrics on http://127.0.0.1:${String(env.DELIVERY_METRICS_PORT)}/metrics`);
      });
const stop = () => {
  metricsServer?.close();
  void runtime.stop().finally(() => {
    void store.close().finally(() => process.exit(0));
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
