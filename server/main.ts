import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { answerClientError } from './clientError.ts';
import type { OutboundMessage } from './context.ts';
import { loadOrCreateKeys, parseKeyList } from './dealerKeys.ts';
import { loadFleet } from './fleet.ts';
import { trustedHopsFrom } from './clientAddress.ts';
import { devOriginsFrom } from './devMode.ts';
import { loadOrCreateAuthSecret } from './signInLedger.ts';
import { preparePrivateFile } from './privateFiles.ts';
import { LeadStore } from './store.ts';

/** `npm run api`: the lead API on LEAD_API_PORT (default 8787), storing in .data/leads/. */
const env = process.env;
const port = Number(env.LEAD_API_PORT ?? 8787);
const host = env.LEAD_API_HOST ?? '127.0.0.1';
const dbPath = resolve(env.LEAD_API_DB ?? '.data/leads/leads.sqlite');
const logPath = resolve(env.LEAD_API_LOG ?? '.data/leads/messages.log');
const fleet = loadFleet(resolve(env.DEALERS_DIR ?? 'dealers'), devOriginsFrom(env));
const slugs = fleet.sites.map((s) => s.slug);
const keys = env.LEAD_API_KEYS
  ? parseKeyList(env.LEAD_API_KEYS)
  : loadOrCreateKeys(resolve(env.LEAD_API_KEYS_FILE ?? '.data/leads/dealer-keys.json'), slugs);
const store = new LeadStore(dbPath, env.LEAD_API_SYNC === 'FULL' ? 'FULL' : 'NORMAL');

preparePrivateFile(logPath);
/** Development sink: one-time codes and notification emails go to a log file (never the console in production). */
const send = (message: OutboundMessage) => {
  appendFileSync(logPath, `${JSON.stringify({ at: new Date().toISOString(), ...message })}\n`);
};

const app = createApp({
  store,
  fleet,
  keys,
  now: () => new Date(),
  send,
  rateLimit: Number(env.LEAD_API_RATE_LIMIT ?? 120),
  trustProxy: trustedHopsFrom(env.LEAD_API_TRUST_PROXY),
  maxBodyBytes: Number(env.LEAD_API_MAX_BODY ?? 32_768),
  authSecret: loadOrCreateAuthSecret(resolve(env.LEAD_API_AUTH_SECRET_FILE ?? '.data/leads/auth-secret')),
});

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(
    `Lead API on http://${host}:${info.port}/api (store ${dbPath}, ${fleet.sites.length} dealers, messages → ${logPath})`,
  );
});
server.on('clientError', answerClientError);
const stop = () => {
  server.close(() => {
    store.close();
    process.exit(0);
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
