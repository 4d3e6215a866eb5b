import { dirname, join, resolve } from 'node:path';
import type { ServerEnv } from '../env/schema.ts';
import type { Fleet } from '../fleet.ts';
import { noCarReader, searchCarReader } from '../stock/carReader.ts';
import type { LeadStore } from '../store.ts';
import { createDispatcher } from './dispatch.ts';
import { DeliveryQueue } from './queue.ts';
import { DEFAULT_RETRY, type RetryPolicy } from './retry.ts';
import { loadWebhookSecrets } from './secrets.ts';
import { createSenders, type Senders, type TransportOptions } from './transports.ts';
import { DEFAULT_WORKER, DeliveryWorker } from './worker.ts';

/** Everything lead delivery is configured with, read from the environment once. */
export interface DeliverySettings {
  transport: TransportOptions;
  policy: RetryPolicy;
  pollMs: number;
  leaseMs: number;
  webhookSecrets: Map<string, string>;
  /** The stock index (MEILI_HOST with the search-only MEILI_SEARCH_KEY), when this host can reach it. */
  search?: { host: string; key: string };
  fromAddress?: string;
  /** Where emails go: the SMTP relay's host, or the .eml folder. */
  mailTarget: string;
}

/**
 * Lead delivery settings from the parsed environment (server/env/schema.ts; docs/operations/delivery.md).
 * Throws one error listing every dealer with webhooks and no secret.
 */
export function deliverySettings(fleet: Fleet, env: ServerEnv): DeliverySettings {
  const policy = {
    baseMs: env.DELIVERY_RETRY_BASE_MS,
    capMs: DEFAULT_RETRY.capMs,
    maxAgeMs: env.DELIVERY_MAX_AGE_HOURS * 3_600_000,
  };
  const secretsFile = resolve(env.LEAD_API_WEBHOOK_SECRETS_FILE);
  const { secrets, problems } = loadWebhookSecrets(fleet.sites, env.webhookSecrets, secretsFile);
  if (problems.length > 0) throw new Error(`Lead delivery is not configured right:\n- ${problems.join('\n- ')}`);

  // Beside the store by default: .data/leads/mail/ for the default store.
  const dbDir = dirname(resolve(env.LEAD_API_DB));
  const mailDir = resolve(env.LEAD_API_MAIL_DIR ?? join(dbDir, 'mail'));
  return {
    transport: {
      ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
      mailDir,
      smsLog: resolve(env.LEAD_API_LOG),
      ...(env.SMS_URL
        ? { sms: { url: env.SMS_URL, account: env.SMS_ACCOUNT!, token: env.SMS_TOKEN!, from: env.SMS_FROM! } }
        : {}),
      webhookTimeoutMs: env.DELIVERY_TIMEOUT_MS,
      smtpTimeoutMs: env.DELIVERY_TIMEOUT_MS,
    },
    policy,
    pollMs: env.DELIVERY_POLL_MS,
    leaseMs: env.DELIVERY_LEASE_MS,
    webhookSecrets: secrets,
    ...(env.MEILI_HOST && env.MEILI_SEARCH_KEY ? { search: { host: env.MEILI_HOST, key: env.MEILI_SEARCH_KEY } } : {}),
    ...(env.SMTP_FROM ? { fromAddress: env.SMTP_FROM } : {}),
    mailTarget: env.SMTP_URL ? new URL(env.SMTP_URL).host : mailDir,
  };
}

/**
 * The PostgreSQL channel each statement that adds delivery jobs notifies at its commit (the
 * deliveries table's trigger, postgres migration 0003): every worker LISTENs on it.
 */
export const JOBS_ADDED_CHANNEL = 'delivery_jobs';

export interface DeliveryRuntime {
  queue: DeliveryQueue;
  worker: DeliveryWorker;
  senders: Senders;
  mailTarget: string;
  stop(): Promise<void>;
}

/** The delivery queue over `store`, its worker and the channels (throws as deliverySettings does). */
export function deliveryRuntime(
  store: LeadStore,
  fleet: Fleet,
  env: ServerEnv,
  log: (line: string) => void,
): DeliveryRuntime {
  const settings = deliverySettings(fleet, env);
  const senders = createSenders(settings.transport);
  const queue = new DeliveryQueue(store);
  const dispatch = createDispatcher({
    store,
    fleet,
    senders,
    webhookSecrets: settings.webhookSecrets,
    cars: settings.search ? searchCarReader({ ...settings.search, timeoutMs: 2_000 }) : noCarReader,
    ...(settings.fromAddress ? { fromAddress: settings.fromAddress } : {}),
    nowSeconds: () => Math.floor(Date.now() / 1000),
  });
  const worker = new DeliveryWorker(queue, dispatch, {
    ...DEFAULT_WORKER,
    policy: settings.policy,
    pollMs: settings.pollMs,
    leaseMs: settings.leaseMs,
    now: () => Date.now(),
    random: Math.random,
    log,
  });
  // Jobs another process adds (an API instance, on another machine) wake this worker at once.
  const unlisten = store.driver.listen(JOBS_ADDED_CHANNEL, () => {
    worker.nudge();
  });
  return {
    queue,
    worker,
    senders,
    mailTarget: settings.mailTarget,
    stop: async () => {
      await unlisten();
      await worker.stop();
      senders.close();
    },
  };
}
