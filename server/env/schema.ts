import {
  allOrNoneOf,
  envFrom,
  int,
  oneOf,
  onOff,
  port,
  text,
  url,
  type EnvOf,
  type EnvRule,
  type VariableDoc,
} from '../../src/config/env/kit.ts';
import { readKeyList } from '../dealerKeys.ts';

/** The SMS provider of sign-in codes and SMS deliveries: all four or none. */
const sms = allOrNoneOf({
  SMS_URL: url({
    doc: 'the SMS provider’s form-encoded "Messages" endpoint; with `SMS_ACCOUNT`, `SMS_TOKEN` and `SMS_FROM`: all four or none',
    unset: 'the `LEAD_API_LOG` sink',
  }),
  SMS_ACCOUNT: text({ doc: 'the SMS provider account (HTTP basic auth user)', unset: 'none' }),
  SMS_TOKEN: text({ doc: 'the SMS provider token (HTTP basic auth password)', unset: 'none' }),
  SMS_FROM: text({ doc: 'the SMS sender', unset: 'none' }),
});

/**
 * Every environment variable the lead API (`npm run api`), its delivery thread and `npm run deliver`
 * read, in one schema. Pure; ./load.ts parses process.env once. The environment tables of
 * docs/operations/environment.md are generated from this and src/config/env/buildEnv.ts.
 */
export const serverVariables = {
  LEAD_API_PORT: port({ fallback: 8787, doc: 'port the lead API listens on' }),
  LEAD_API_HOST: text({ fallback: '127.0.0.1', doc: 'address the lead API binds to' }),
  LEAD_API_DB: text({ fallback: '.data/leads/leads.sqlite', doc: 'the lead store (SQLite, WAL)' }),
  DATABASE_URL: url({
    protocols: ['postgres', 'postgresql'],
    doc: 'the lead store on PostgreSQL (`postgres://user@host:5432/db`) instead of the `LEAD_API_DB` file: for several API instances and delivery workers on one database',
    unset: 'the SQLite file `LEAD_API_DB`',
  }),
  LEAD_API_SYNC: oneOf({
    values: ['NORMAL', 'FULL'],
    fallback: 'NORMAL',
    doc: 'SQLite `synchronous`: NORMAL survives a killed process; FULL also survives power loss, at a throughput cost',
  }),
  DEALERS_DIR: text({ fallback: 'dealers', doc: 'the folder of dealer configs the API serves' }),
  LEAD_API_RATE_LIMIT: int({
    min: 0,
    max: 1_000_000,
    fallback: 120,
    doc: 'requests per minute per client IP (0: off)',
  }),
  LEAD_API_TRUST_PROXY: int({
    min: 0,
    max: 10,
    fallback: 0,
    doc: 'the number of proxies you run in front of the API: the client IP is that many entries from the right end of `X-Forwarded-For` (entries the client wrote are ignored); `deploy/nginx/lead-api.conf` is the nginx snippet for `1`',
  }),
  LEAD_API_MAX_BODY: int({
    min: 1024,
    max: 10_485_760,
    fallback: 32_768,
    doc: 'largest request body in bytes (413 above)',
  }),
  LEAD_API_VITALS_PER_CLIENT: int({
    min: 0,
    max: 1_000_000,
    fallback: 20,
    doc: 'vitals beacons one client (IPv4 address or IPv6 /64) may add per dealer and day (0: no cap); local API runs for browser tests set 0',
  }),
  LEAD_API_DEV_ORIGINS: onOff({
    fallback: false,
    doc: '`1` (development mode): CORS and the origin checks also allow `http://<slug>.localhost:<port>` next to each dealer’s `origin`. `npm start` and the test runs set it; `npm run api` alone is the production entry and leaves it off',
  }),
  LEAD_API_KEYS: text({
    doc: 'dealer export keys, `slug=key,slug=key` (each split on its first `=`, so keys may contain `=`; 16+ characters); the API refuses to start and names each entry it cannot use',
    unset: 'a random key per dealer, generated into `LEAD_API_KEYS_FILE`',
  }),
  LEAD_API_KEYS_FILE: text({
    fallback: '.data/leads/dealer-keys.json',
    doc: 'the git-ignored file of generated dealer export keys',
  }),
  LEAD_API_AUTH_SECRET: text({
    minLength: 32,
    doc: 'server secret that keys the stored sign-in code and phone hashes; changing it voids codes in flight',
    unset: 'a random one, generated into `LEAD_API_AUTH_SECRET_FILE`',
  }),
  LEAD_API_AUTH_SECRET_FILE: text({
    fallback: '.data/leads/auth-secret',
    doc: 'the git-ignored file (0600) of the generated server secret',
  }),
  LEAD_API_LOG: text({
    fallback: '.data/leads/messages.log',
    doc: 'development sink for one-time sign-in codes when no SMS provider is set',
  }),
  SMTP_URL: url({
    protocols: ['smtp', 'smtps'],
    doc: 'the SMTP relay lead emails go through, e.g. `smtps://user:password@smtp.example.com:465` or `smtp://127.0.0.1:25`',
    unset: '`.eml` files in `LEAD_API_MAIL_DIR`',
  }),
  SMTP_FROM: text({
    doc: 'sender address of lead emails (the name is the dealer’s `email.fromName`)',
    unset: '`leads@<dealer domain>` (the origin without `www.`)',
  }),
  LEAD_API_MAIL_DIR: text({
    doc: 'where lead emails are written as `.eml` files when `SMTP_URL` is unset',
    unset: '`mail/` beside `LEAD_API_DB` (`.data/leads/mail/`)',
  }),
  ...sms.variables,
  LEAD_API_WEBHOOK_SECRETS_FILE: text({
    fallback: '.data/leads/webhook-secrets.json',
    doc: 'the git-ignored file mapping dealer slug → webhook signing secret',
  }),
  MEILI_HOST: url({
    doc: 'where the lead API (and `npm run deliver`) reads the car of a lead, with `MEILI_SEARCH_KEY`, so emails and ADF carry its year, VIN, price and stock number, and where reservations are checked live; `npm start` and the browser tests pass the embedded engine’s',
    unset: 'the lead’s own fields, and reservations answered 503',
  }),
  MEILI_SEARCH_KEY: text({ doc: 'the search-only key the lead API reads cars with', unset: 'no car lookups' }),
  MEILI_WRITE_KEY: text({
    doc: 'a Meilisearch key allowed `documents.add` on the stock index: the reservation pass marks a held car reserved (and free again when the hold ends) with it',
    unset: 'holds are kept in the store and shown on the index only once a key is set (the morning report says so)',
  }),
  STRIPE_API_BASE: url({
    fallback: 'https://api.stripe.com',
    doc: 'the Stripe API root; tests and the demo point it at the loopback test processor',
  }),
  STRIPE_SECRET_KEY: text({
    doc: 'the platform’s Stripe secret key: charges a dealer’s connected account (`flags.payments.stripeAccount`)',
    unset: 'only dealers with their own key (`flags.payments.stripeKeyVariable`) take Stripe deposits',
  }),
  STRIPE_WEBHOOK_SECRET: text({
    doc: 'the signing secret (`whsec_…`) of the platform’s webhook endpoint `/api/payments/stripe`',
    unset: 'Stripe notifications refused (reconciliation still settles payments)',
  }),
  WINDCAVE_API_BASE: url({
    fallback: 'https://sec.windcave.com',
    doc: 'the Windcave REST API root; tests and the demo point it at the loopback test processor',
  }),
  WINDCAVE_USERNAME: text({
    doc: 'the Windcave REST API user of dealers without their own (`flags.payments.windcaveUserVariable`)',
    unset: 'none',
  }),
  WINDCAVE_API_KEY: text({ doc: 'the Windcave REST API key that goes with `WINDCAVE_USERNAME`', unset: 'none' }),
  LEAD_API_PUBLIC_URL: url({
    doc: 'the lead API’s public origin, for the notification URL Windcave calls back (`{url}/api/payments/windcave`)',
    unset: 'http://<LEAD_API_HOST>:<LEAD_API_PORT>',
  }),
  CONSOLE_PUBLIC_URL: url({
    doc: 'the dealer console’s public origin: sign-in links point to `{url}/console/`, and its changes must come from it',
    unset: 'LEAD_API_PUBLIC_URL, else http://<LEAD_API_HOST>:<LEAD_API_PORT>',
  }),
  RESERVATION_PASS_MS: int({
    min: 1000,
    max: 3_600_000,
    fallback: 60_000,
    doc: 'how often the delivery worker runs the reservation pass (reconcile open checkouts, lapse holds, refund, index)',
  }),
  DELIVERY_WORKER: onOff({ fallback: true, doc: '`0`: the lead API only queues; `npm run deliver` sends' }),
  DELIVERY_MAX_AGE_HOURS: int({
    min: 1,
    max: 8760,
    fallback: 24,
    doc: 'how long a failing delivery is retried before it is dead',
  }),
  DELIVERY_RETRY_BASE_MS: int({
    min: 1,
    max: 3_600_000,
    fallback: 5000,
    doc: 'first wait after a failure (doubling, jittered, at most 30 min)',
  }),
  DELIVERY_TIMEOUT_MS: int({ min: 1, max: 600_000, fallback: 10_000, doc: 'SMTP and HTTP timeout of one send' }),
  DELIVERY_POLL_MS: int({ min: 1, max: 3_600_000, fallback: 1000, doc: 'how often the worker looks for due retries' }),
  DELIVERY_LEASE_MS: int({
    min: 1,
    max: 86_400_000,
    fallback: 60_000,
    doc: 'how long a claimed delivery is one worker’s before another may take it',
  }),
  METRICS_TOKEN: text({
    minLength: 16,
    doc: 'bearer token for the Prometheus `/metrics` endpoint of the lead API and of `npm run deliver` (fleet-wide figures, so an ops token, not a dealer key)',
    unset: '`/metrics` answers 404',
  }),
  METRICS_STOCK_DIR: text({
    fallback: '.data/fingerprints',
    doc: 'the stock fingerprints folder where `npm run import` records each dealer’s last import (`FINGERPRINTS_DIR`); `/metrics` reads it for the feed-age and import metrics',
  }),
  METRICS_DIST_DIR: text({
    fallback: 'dist',
    doc: 'the build output whose car counts `/metrics` reads (suspect builds)',
  }),
  METRICS_DEPLOY_ROOT: text({
    doc: 'the origin’s release root (`DEPLOY_ROOT`) on this host, for the release metrics of `/metrics`',
    unset: 'no release metrics',
  }),
  DELIVERY_METRICS_PORT: port({
    doc: 'port on which `npm run deliver` serves `/metrics` (loopback, with `METRICS_TOKEN`)',
    unset: 'no metrics server in the worker process',
  }),
};

/** Variables named after a dealer, documented as a pattern. */
const WEBHOOK_SECRET_PREFIX = 'WEBHOOK_SECRET_';
export const serverPatterns: Record<string, VariableDoc> = {
  [`${WEBHOOK_SECRET_PREFIX}<SLUG>`]: {
    type: 'text, 16+ characters',
    unset: 'the dealer’s entry in `LEAD_API_WEBHOOK_SECRETS_FILE`',
    doc: 'a dealer’s webhook signing secret (slug upper-cased, `-` as `_`); a dealer with webhooks and no secret stops the API at start with its name',
  },
};

/** Rules across variables of the lead API. */
const serverRules: readonly EnvRule[] = [
  sms.rule,
  (raw) => {
    const rejected = raw.LEAD_API_KEYS === undefined ? [] : readKeyList(raw.LEAD_API_KEYS).rejected;
    return rejected.length > 0 ? `LEAD_API_KEYS: entries the API cannot use: ${rejected.join('; ')}` : undefined;
  },
];

export type ServerEnv = EnvOf<typeof serverVariables> & {
  /** WEBHOOK_SECRET_<SLUG> values by the variable's name. */
  webhookSecrets: Record<string, string>;
};

/** The lead API's environment from `raw`; throws EnvProblems listing every problem. */
export function serverEnvFrom(raw: Readonly<Record<string, string | undefined>>, who = 'lead API'): ServerEnv {
  const env = envFrom(who, serverVariables, raw, serverRules);
  const webhookSecrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw))
    if (name.startsWith(WEBHOOK_SECRET_PREFIX) && value) webhookSecrets[name] = value;
  return { ...env, webhookSecrets };
}
