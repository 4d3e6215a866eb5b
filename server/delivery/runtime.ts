import { dirname, join, resolve } from 'node:path';
import type { Fleet } from '../fleet.ts';
import { noCarReader, searchCarReader } from '../stock/carReader.ts';
import type { LeadStore } from '../store.ts';
import { createDispatcher } from './dispatch.ts';
import { DeliveryQueue } from './queue.ts';
import { DEFAULT_RETRY, type RetryPolicy } from './retry.ts';
import { loadWebhookSecrets } from './secrets.ts';
import { createSenders, type Senders, type TransportOptions } from './transports.ts';
import { DEFAULT_WORKER, DeliveryWorker } from './worker.ts';

type Env = Record<string, string | undefined>;

/** A whole positive number from the environment, or the default; anything else is a problem. */
function positive(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    problems.push(`${name} must be a positive number, found "${raw}".`);
    return fallback;
  }
  return value;
}

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
 * Lead delivery settings from the environment (README, "Lead delivery"). Throws one error listing
 * every problem: bad numbers, half-set SMS settings, dealers with webhooks and no secret.
 */
export function deliverySettings(fleet: Fleet, env: Env): DeliverySettings {
  const problems: string[] = [];
  const hours = positive(env, 'DELIVERY_MAX_AGE_HOURS', DEFAULT_RETRY.maxAgeMs / 3_600_000, problems);
  const timeoutMs = positive(env, 'DELIVERY_TIMEOUT_MS', 10_000, problems);
  const policy = {
    baseMs: positive(env, 'DELIVERY_RETRY_BASE_MS', DEFAULT_RETRY.baseMs, problems),
    capMs: DEFAULT_RETRY.capMs,
    maxAgeMs: hours * 3_600_000,
  };
  const pollMs = positive(env, 'DELIVERY_POLL_MS', DEFAULT_WORKER.pollMs, problems);
  const leaseMs = positive(env, 'DELIVERY_LEASE_MS', DEFAULT_WORKER.leaseMs, problems);
  const smsParts = [env.SMS_URL, env.SMS_ACCOUNT, env.SMS_TOKEN, env.SMS_FROM];
  if (smsParts.some(Boolean) && !smsParts.every(Boolean))
    problems.push('SMS_URL, SMS_ACCOUNT, SMS_TOKEN and SMS_FROM go together: set all four or none.');
  const secretsFile = resolve(env.LEAD_API_WEBHOOK_SECRETS_FILE ?? '.data/leads/webhook-secrets.json');
  const { secrets, problems: secretProblems } = loadWebhookSecrets(fleet.sites, env, secretsFile);
  problems.push(...secretProblems);
  if (problems.length > 0) throw new Error(`Lead delivery is not configured right:\n- ${problems.join('\n- ')}`);

  // Beside the store by default: .data/leads/mail/ for the default store.
  const dbDir = dirname(resolve(env.LEAD_API_DB ?? '.data/leads/leads.sqlite'));
  const mailDir = resolve(env.LEAD_API_MAIL_DIR ?? join(dbDir, 'mail'));
  return {
    transport: {
      ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
      mailDir,
      smsLog: resolve(env.LEAD_API_LOG ?? '.data/leads/messages.log'),
      ...(env.SMS_URL
        ? { sms: { url: env.SMS_URL, account: env.SMS_ACCOUNT!, token: env.SMS_TOKEN!, from: env.SMS_FROM! } }
        : {}),
      webhookTimeoutMs: timeoutMs,
      smtpTimeoutMs: timeoutMs,
    },
    policy,
    pollMs,
    leaseMs,
    webhookSecrets: secrets,
    ...(env.MEILI_HOST && env.MEILI_SEARCH_KEY ? { search: { host: env.MEILI_HOST, key: env.MEILI_SEARCH_KEY } } : {}),
    ...(env.SMTP_FROM ? { fromAddress: env.SMTP_FROM } : {}),
    mailTarget: env.SMTP_URL ? new URL(env.SMTP_URL).host : mailDir,
  };
}

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
  env: Env,
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
  return {
    queue,
    worker,
    senders,
    mailTarget: settings.mailTarget,
    stop: async () => {
      await worker.stop();
      senders.close();
    },
  };
}
