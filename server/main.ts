import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { answerClientError } from './clientError.ts';
import type { OutboundMessage } from './context.ts';
import { deliveryRuntime, type DeliveryRuntime } from './delivery/runtime.ts';
import { loadOrCreateKeys, parseKeyList } from './dealerKeys.ts';
import { loadFleet } from './fleet.ts';
import { LeadStore } from './store.ts';

/** `npm run api`: the lead API on LEAD_API_PORT (default 8787), storing in .data/leads/. */
const env = process.env;
const port = Number(env.LEAD_API_PORT ?? 8787);
const host = env.LEAD_API_HOST ?? '127.0.0.1';
const dbPath = resolve(env.LEAD_API_DB ?? '.data/leads/leads.sqlite');
const logPath = resolve(env.LEAD_API_LOG ?? '.data/leads/messages.log');
const fleet = loadFleet(resolve(env.DEALERS_DIR ?? 'dealers'), env.LEAD_API_DEV_ORIGINS !== '0');
const slugs = fleet.sites.map((s) => s.slug);
const keys = env.LEAD_API_KEYS
  ? parseKeyList(env.LEAD_API_KEYS)
  : loadOrCreateKeys(resolve(env.LEAD_API_KEYS_FILE ?? '.data/leads/dealer-keys.json'), slugs);
/** A sign-in code is worth sending for its own lifetime only. */
const SMS_MAX_AGE_MS = 10 * 60_000;
const store = new LeadStore(dbPath, env.LEAD_API_SYNC === 'FULL' ? 'FULL' : 'NORMAL');

mkdirSync(dirname(logPath), { recursive: true });
let delivery: DeliveryRuntime;
try {
  delivery = deliveryRuntime(store, fleet, env, (line) => {
    console.error(line);
  });
} catch (error) {
  console.error(`lead API: ${(error as Error).message}`);
  process.exit(1);
}
/** Sign-in codes by SMS go through the delivery queue too (a provider when SMS_URL is set, else the log). */
const send = (message: OutboundMessage) => {
  const text = message.text;
  void store.write(() => {
    for (const to of message.to)
      delivery.queue.enqueue(
        '',
        message.websiteId ?? 0,
        [{ id: `sms.${randomUUID()}`, channel: 'sms', target: to, crm: false, event: 'created' }],
        Date.now(),
        {
          payload: text,
          maxAgeMs: SMS_MAX_AGE_MS,
        },
      );
  });
};

const app = createApp({
  store,
  queue: delivery.queue,
  fleet,
  keys,
  now: () => new Date(),
  send,
  rateLimit: Number(env.LEAD_API_RATE_LIMIT ?? 120),
  trustProxy: env.LEAD_API_TRUST_PROXY === '1',
  maxBodyBytes: Number(env.LEAD_API_MAX_BODY ?? 32_768),
});

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(
    `Lead API on http://${host}:${info.port}/api (store ${dbPath}, ${fleet.sites.length} dealers, mail → ${delivery.mailTarget}, SMS → ${env.SMS_URL ? new URL(env.SMS_URL).host : logPath})`,
  );
});
// DELIVERY_WORKER=0 when `npm run deliver` runs the worker as its own process.
if (env.DELIVERY_WORKER !== '0') delivery.worker.start();
server.on('clientError', answerClientError);
const stop = () => {
  server.close(() => {
    void delivery.stop().finally(() => {
      store.close();
      process.exit(0);
    });
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
