import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Car } from '../../src/domain/car.ts';
import { DEFAULT_INDEX_UID } from '../../src/search/indexSettings.ts';
import { LeadStore } from '../../server/store.ts';
import { ReservationTable } from '../../server/reservations/table.ts';
import { startLeadApi, type LeadApiProcess } from '../../scripts/lib/leadApiProcess.ts';
import { openPort } from '../../scripts/lib/openPort.ts';
import { adminClient, ensureSigningKey, settle } from '../../scripts/lib/stockIndex.ts';
import { startTestProcessor, type TestProcessor } from '../../scripts/lib/testProcessor/server.ts';
import { stripeEvent } from '../../scripts/lib/testProcessor/stripeApi.ts';
import { testStoreEnv, testStoreLocation } from '../support/testStore.ts';

/**
 * Failure drill: the real lead API (server/main.ts) reading the car from the real Meilisearch and
 * paying through the official `stripe` library against the loopback test processor (Checkout
 * Session create, retrieve and expire; see scripts/lib/testProcessor/stripeApi.ts), killed with
 * SIGKILL after the shopper opened the payment page and before the processor's notification.
 * The shopper pays while the API is down, so the notification fails; the restarted API's pass must
 * find the payment and hold the car once, in the store and in the search index.
 */
const host = inject('meiliHost');
const admin = adminClient(host, inject('meiliMasterKey'));
const SECRET = 'whsec_kill_drill';
const work = mkdtempSync(join(tmpdir(), 'reservation-kill-'));
const apis: LeadApiProcess[] = [];
let processor: TestProcessor | undefined;
let heldCar: number | null = null;
afterAll(async () => {
  await Promise.all(apis.map((api) => api.stop()));
  await processor?.stop();
  // The drill held a car of the shared demo index: free it for the tests after this one.
  if (heldCar !== null)
    await settle(
      admin.index(DEFAULT_INDEX_UID).updateDocuments([{ id: heldCar, reserved: false, reserved_until: null }]),
      'free the drill car',
    );
  rmSync(work, { recursive: true, force: true });
});

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('kill -9 between the payment and its notification', () => {
  it('the restarted API finds the paid deposit and holds the car once, in the store and the index', async () => {
    // adelaide-nissan (website 105, dealership 1501) lets visitors reserve without signing in.
    const found = await admin.index<Car>(DEFAULT_INDEX_UID).search('', {
      filter: 'dealership_id = 1501 AND status = in_stock AND reserved = false AND preorder = false',
      limit: 100,
    });
    const car = found.hits.find((c) => c.payment_processors.some((p) => p.name === 'stripe'));
    expect(car, 'a reservable Stripe car of adelaide-nissan in the demo index').toBeDefined();
    const port = await openPort();
    const apiUrl = `http://127.0.0.1:${port}`;
    processor = await startTestProcessor({
      stripeWebhookUrl: `${apiUrl}/api/payments/stripe`,
      stripeWebhookSecret: SECRET,
    });
    const { key } = await ensureSigningKey(admin, DEFAULT_INDEX_UID);
    const db = join(work, 'leads.sqlite');
    const env = {
      ...testStoreEnv(db),
      LEAD_API_LOG: join(work, 'messages.log'),
      LEAD_API_KEYS: '',
      LEAD_API_RATE_LIMIT: '0',
      MEILI_HOST: host,
      MEILI_SEARCH_KEY: key,
      MEILI_WRITE_KEY: inject('meiliMasterKey'),
      STRIPE_API_BASE: processor.url,
      STRIPE_SECRET_KEY: 'sk_test_platform',
      STRIPE_WEBHOOK_SECRET: SECRET,
      RESERVATION_PASS_MS: '1000',
    };
    const first = await startLeadApi(port, env);
    apis.push(first);
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${apiUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const lead = await json(
      await post('/api/leads', {
        form: 'reservation',
        website_id: 105,
        name: 'Kim',
        email: 'kim@example.com',
        phone: '0412345678',
        postcode: '5000',
        terms: true,
        car_id: car!.slug,
      }),
    );
    const page = await post(
      '/api/reservations',
      { lead_id: lead.lead_id },
      { 'X-Lead-Secret': String(lead.lead_secret) },
    );
    expect(page.status).toBe(201);
    const { reservation_id: id, url } = await json(page);
    const session = String(url).split('/').pop()!;

    first.child.kill('SIGKILL');
    await new Promise((done) => first.child.once('exit', done));
    heldCar = car!.id;
    await processor.act(session, 'pay');
    await expect.poll(() => processor!.state.sent.map((s) => s.status), { timeout: 10_000 }).toEqual([0]);

    apis.push(await startLeadApi(port, env));
    const state = async () => {
      const res = await fetch(`${apiUrl}/api/reservations/${String(id)}`);
      return ((await json(res)).reservation as { state?: string } | undefined)?.state;
    };
    await expect.poll(state, { timeout: 15_000, interval: 250 }).toBe('held');
    await expect
      .poll(async () => (await admin.index<Car>(DEFAULT_INDEX_UID).getDocument(car!.id)).reserved, { timeout: 15_000 })
      .toBe(true);

    // Stripe retries the failed notification later: it changes nothing now.
    const late = stripeEvent(processor.state.stripe.get(session)!, 'checkout.session.completed', SECRET, Date.now());
    const again = await post('/api/payments/stripe', late.payload, { 'stripe-signature': late.signature });
    expect(await json(again)).toEqual({ received: true, result: 'already held' });
    const store = new LeadStore(testStoreLocation(db));
    await store.opened();
    const events = await new ReservationTable(store.driver).events(String(id));
    await store.close();
    expect(events.filter((e) => e.action === 'held').map((e) => e.actor)).toEqual(['reconcile']);
  }, 90_000);
});
