import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/app.ts';
import { DeliveryQueue } from '../../server/delivery/queue.ts';
import { loadFleet } from '../../server/fleet.ts';
import { PROCESSORS } from '../../server/payments/processors.ts';
import { Reservations } from '../../server/reservations/service.ts';
import { memoryCarReader, type LeadCar } from '../../server/stock/carReader.ts';
import { LeadStore } from '../../server/store.ts';
import { startTestProcessor, type TestProcessor } from '../../scripts/lib/testProcessor/server.ts';
import { stripeEvent } from '../../scripts/lib/testProcessor/stripeApi.ts';
import { testStoreLocation } from '../support/testStore.ts';

/** adelaide-nissan (website 105, dealership 1501) lets visitors reserve: no sign-in needed. */
export const DEALER = 105;
export const SECRET = 'whsec_payments_test';

export const car = (slug: string, id: number, processor: 'stripe' | 'windcave'): LeadCar => ({
  id,
  slug,
  name: '2024 Nissan X-Trail ST',
  year: 2024,
  make: 'Nissan',
  model: 'X-Trail',
  price: 39_990,
  vin: 'JN1TEST',
  stocknum: `N${id}`,
  dealership_id: 1501,
  status: 'in_stock',
  reserved: false,
  preorder: false,
  payment_processors: [{ name: processor, deposit_amount: 500 }],
});

/** What a second API instance shares with the first: the database and the processor. */
export interface SharedParts {
  dbPath: string;
  processor: TestProcessor;
}

/**
 * The lead API in-process and listening on loopback (the processor's notifications reach it over
 * HTTP), with reservations over the real Stripe library and our Windcave client pointed at the
 * loopback test processor, a real store (SQLite or PostgreSQL) and a clock both sides share.
 */
export async function paymentsHarness(cars: LeadCar[], shared?: SharedParts) {
  // A second instance opens its own store (its own pool) on the first one's database and calls the same processor.
  const dbPath = shared?.dbPath ?? join(mkdtempSync(join(tmpdir(), 'payments-')), 'leads.sqlite');
  const store = new LeadStore(testStoreLocation(dbPath));
  await store.opened();
  const queue = new DeliveryQueue(store);
  const fleet = loadFleet(resolve('dealers'), true);
  let nowMs = Date.parse('2026-11-30T01:00:00Z');
  const logs: string[] = [];
  let handler: (req: Request) => Response | Promise<Response> = () => new Response('starting', { status: 503 });
  const server = serve({ fetch: (req) => handler(req), port: 0, hostname: '127.0.0.1' });
  await new Promise((done) => server.once('listening', done));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const processor: TestProcessor =
    shared?.processor ??
    (await startTestProcessor({
      stripeWebhookUrl: `${apiUrl}/api/payments/stripe`,
      stripeWebhookSecret: SECRET,
      now: () => nowMs,
    }));
  const reservations = new Reservations({
    store,
    queue,
    fleet,
    cars: memoryCarReader(cars),
    env: {
      STRIPE_API_BASE: processor.url,
      STRIPE_SECRET_KEY: 'sk_test_platform',
      STRIPE_WEBHOOK_SECRET: SECRET,
      WINDCAVE_API_BASE: processor.url,
      WINDCAVE_USERNAME: 'platform',
      WINDCAVE_API_KEY: 'key',
    },
    processors: PROCESSORS,
    index: null,
    now: () => new Date(nowMs),
    log: (line) => logs.push(line),
    apiUrl,
  });
  const app = createApp({
    store,
    queue,
    fleet,
    keys: new Map(),
    cars: memoryCarReader(cars),
    reservations,
    now: () => new Date(nowMs),
    send: () => undefined,
    rateLimit: 0,
    // The dealer console's tests send X-Forwarded-For to act from several networks.
    trustProxy: 1,
    consoleUrl: apiUrl,
    fleetFiles: {
      stockDir: join(dirname(dbPath), 'fingerprints'),
      distDir: join(dirname(dbPath), 'dist'),
      deployRoot: undefined,
    },
    maxBodyBytes: 32_768,
  });
  handler = (req) => app.fetch(req);

  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await res.text();
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(text || '{}') as Record<string, unknown>;
    } catch {
      json = {};
    }
    return { status: res.status, json, text, headers: res.headers };
  };

  /** A shopper's reservation lead, then the payment page for it: what the browser does. */
  const reserve = async (slug: string, email = `${slug}@example.com`) => {
    const lead = await call('POST', '/api/leads', {
      form: 'reservation',
      website_id: DEALER,
      name: 'Al',
      email,
      phone: '0412345678',
      postcode: '5000',
      terms: true,
      car_id: slug,
    });
    if (lead.status !== 201) throw new Error(`lead refused: ${lead.text}`);
    const secret = { 'X-Lead-Secret': String(lead.json.lead_secret) };
    const page = await call('POST', '/api/reservations', { lead_id: lead.json.lead_id }, secret);
    const url = typeof page.json.url === 'string' ? page.json.url : '';
    return {
      leadId: String(lead.json.lead_id),
      secret,
      page,
      id: String(page.json.reservation_id),
      session: url.split('/').pop() ?? '',
    };
  };

  /** The reservation as the return page reads it, once it reaches `state` (or the last answer after 5 s). */
  const until = async (id: string, state: string) => {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const res = await call('GET', `/api/reservations/${id}`);
      const reservation = res.json.reservation as Record<string, unknown> | undefined;
      if (reservation?.state === state || Date.now() > deadline) return reservation;
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  return {
    dbPath,
    apiUrl,
    store,
    reservations,
    processor,
    logs,
    call,
    reserve,
    until,
    /** The event Stripe would send about `sessionId` now, signed with the endpoint secret; `account` forges its sender. */
    stripeNotice: (sessionId: string, account?: string) => {
      const session = processor.state.stripe.get(sessionId)!;
      const from = account ? { ...session, account } : session;
      const event = stripeEvent(from, 'checkout.session.completed', SECRET, nowMs);
      return { body: event.payload, headers: { 'stripe-signature': event.signature } };
    },
    advance: (ms: number) => {
      nowMs += ms;
    },
    jobsOf: (leadId: string) =>
      store.driver.all('SELECT id, channel, target, payload FROM deliveries WHERE lead_id = ? ORDER BY id', [leadId]),
    close: async () => {
      if (!shared) await processor.stop();
      server.close();
      await store.close();
    },
  };
}
