import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { answerClientError } from './clientError.ts';
import type { OutboundMessage } from './context.ts';
import { loadOrCreateKeys, parseKeyList } from './dealerKeys.ts';
import { DeliveryQueue } from './delivery/queue.ts';
import { deliverySettings } from './delivery/runtime.ts';
import { noCarReader, searchCarReader } from './stock/carReader.ts';
import { startDeliveryThread } from './delivery/thread.ts';
import { dealerSlugOf, loadFleet } from './fleet.ts';
import { serverEnv } from './env/load.ts';
import { apiStartLine } from './startLine.ts';
import { loadOrCreateAuthSecret } from './signInLedger.ts';
import { preparePrivateFile } from './privateFiles.ts';
import { LeadStore, storeLocation } from './store.ts';
import { storeLabel } from './storage/open.ts';
import { everyFewMinutes } from './reservations/timer.ts';
import { openReservations } from './reservations/runtime.ts';
import { metricsFiles, storeMetrics } from './metrics/storeMetrics.ts';

/** `npm run api`: the lead API on LEAD_API_PORT (default 8787), storing in .data/leads/. */
const env = serverEnv();
const port = env.LEAD_API_PORT;
const host = env.LEAD_API_HOST;
const location = storeLocation(env);
const logPath = resolve(env.LEAD_API_LOG);
const dealersDir = resolve(env.DEALERS_DIR);
const fleet = loadFleet(dealersDir, env.LEAD_API_DEV_ORIGINS);
const slugs = fleet.sites.map((s) => s.slug);
const keys = env.LEAD_API_KEYS
  ? parseKeyList(env.LEAD_API_KEYS)
  : loadOrCreateKeys(resolve(env.LEAD_API_KEYS_FILE), slugs);
/** A sign-in code is worth sending for its own lifetime only. */
const SMS_MAX_AGE_MS = 10 * 60_000;
const sync = env.LEAD_API_SYNC;
let store: LeadStore;
try {
  store = new LeadStore(location, sync);
  await store.opened();
} catch (error) {
  console.error(`lead API: ${(error as Error).message}`);
  process.exit(1);
}

// The sign-in code log (development) is private: created 0600 before anything writes it.
preparePrivateFile(logPath);
let mailTarget: string;
try {
  mailTarget = deliverySettings(fleet, env).mailTarget;
} catch (error) {
  console.error(`lead API: ${(error as Error).message}`);
  process.exit(1);
}
const queue = new DeliveryQueue(store);
// The delivery worker runs on its own thread; DELIVERY_WORKER=0 when `npm run deliver` sends instead.
const thread = env.DELIVERY_WORKER ? startDeliveryThread({ location, sync, dealersDir, env }) : null;
queue.onEnqueue(() => thread?.wake());

/** Sign-in codes by SMS go through the delivery queue too (a provider when SMS_URL is set, else the log). */
const send = (message: OutboundMessage) => {
  const text = message.text;
  void store.write(async () => {
    for (const to of message.to) {
      const job = { id: `sms.${randomUUID()}`, channel: 'sms', target: to, crm: false, event: 'created' } as const;
      await queue.enqueue('', message.websiteId ?? 0, [job], Date.now(), { payload: text, maxAgeMs: SMS_MAX_AGE_MS });
    }
  });
};

// The reservation check reads each car live (no cache) through the search-only key.
const cars =
  env.MEILI_HOST && env.MEILI_SEARCH_KEY
    ? searchCarReader({ host: env.MEILI_HOST, key: env.MEILI_SEARCH_KEY, timeoutMs: 3_000, cacheMs: 0 })
    : noCarReader;
const reservations = openReservations({ store, queue, fleet, cars }, env);
const stopPass = everyFewMinutes(reservations, env.RESERVATION_PASS_MS);
const app = createApp({
  store,
  queue,
  fleet,
  keys,
  cars,
  reservations,
  now: () => new Date(),
  send,
  rateLimit: env.LEAD_API_RATE_LIMIT,
  trustProxy: env.LEAD_API_TRUST_PROXY,
  maxBodyBytes: env.LEAD_API_MAX_BODY,
  vitalsPerClientDay: env.LEAD_API_VITALS_PER_CLIENT,
  authSecret: loadOrCreateAuthSecret(resolve(env.LEAD_API_AUTH_SECRET_FILE), env.LEAD_API_AUTH_SECRET),
  consoleUrl: env.CONSOLE_PUBLIC_URL ?? env.LEAD_API_PUBLIC_URL ?? `http://${env.LEAD_API_HOST}:${env.LEAD_API_PORT}`,
  consoleDir: resolve('console/dist'),
  fleetFiles: metricsFiles(env),
  metrics: { registry: storeMetrics(store.driver, dealerSlugOf(fleet), metricsFiles(env)), token: env.METRICS_TOKEN },
});

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  const sms = env.SMS_URL ? new URL(env.SMS_URL).host : logPath;
  console.log(
    apiStartLine({
      url: `http://${host}:${info.port}/api`,
      store: storeLabel(location),
      dealers: fleet.sites.length,
      // Only the delivery thread sends: an instance without it names no target it does not use.
      delivery: thread ? { mail: mailTarget, sms } : null,
    }),
  );
});
server.on('clientError', answerClientError);
const stop = () => {
  server.close(() => {
    stopPass();
    void (thread?.stop() ?? Promise.resolve()).finally(() => {
      void store.close().finally(() => process.exit(0));
    });
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
