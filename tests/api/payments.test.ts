import { afterEach, describe, expect, it } from 'vitest';
import { reservationPass } from '../../server/reservations/pass.ts';
import { RESERVATION_REFUSALS } from '../../src/domain/reservation.ts';
import { car, paymentsHarness } from './paymentsHarness.ts';

// Reservation deposits end to end through the real `stripe` library and our Windcave client against
// the loopback test processor (scripts/lib/testProcessor/), on SQLite (api) and PostgreSQL
// (api-postgres): only the processor's signed word or a server-side read holds a car, once.
const HOUR = 3_600_000;
const harnesses: Awaited<ReturnType<typeof paymentsHarness>>[] = [];
const open = async (...args: Parameters<typeof paymentsHarness>) => {
  const h = await paymentsHarness(...args);
  harnesses.push(h);
  return h;
};
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((h) => h.close()));
});

describe('a deposit paid on the hosted page holds the car', () => {
  it.each(['stripe', 'windcave'] as const)(
    'through %s: held on its notification, the dealer and shopper told',
    async (kind) => {
      const h = await open([car('x-trail', 9001, kind)]);
      const r = await h.reserve('x-trail');
      expect(r.page.status).toBe(201);
      expect(r.page.json.url).toBe(`${h.processor.url}/pay/${r.session}`);
      expect(await h.until(r.id, 'pending')).toMatchObject({ state: 'pending', amount: 500 });
      await h.processor.act(r.session, 'pay');
      const held = await h.until(r.id, 'held');
      expect(held).toMatchObject({
        state: 'held',
        car: { slug: 'x-trail', stocknum: 'N9001' },
        hold_ends_at: '2026-12-02T01:00:00.000Z',
        hold_ends_local: 'Wednesday 2 December 2026, 11:30 am ACDT',
      });
      const jobs = await h.jobsOf(r.leadId);
      const receipt = jobs.find((j) => String(j.id).endsWith('.paid.shopper'));
      expect(receipt?.target).toBe('x-trail@example.com');
      expect((JSON.parse(String(receipt?.payload)) as { text: string }).text).toContain('$500 deposit');
      // The dealer's lead goes out now, with the payment's facts in its stored data.
      expect(jobs.filter((j) => j.payload === null).length).toBeGreaterThan(0);
      const lead = await h.store.getLead(r.leadId);
      expect(lead?.data).toMatchObject({ payment_amount: 500, payment_processor: kind, reservation_id: r.id });
    },
  );

  it('a reservation lead alone sends the dealer nothing until it is paid, whatever the browser says', async () => {
    const h = await open([car('x-trail', 9001, 'stripe')]);
    const r = await h.reserve('x-trail');
    const told = await h.call('POST', '/api/notifications', {
      website_id: 105,
      lead_id: r.leadId,
      form: 'reservation',
    });
    expect(told.status).toBe(200);
    expect(await h.jobsOf(r.leadId)).toEqual([]);
  });

  it('a Windcave notification for an unknown session, or one still open, changes nothing', async () => {
    const h = await open([car('x-trail', 9001, 'windcave')]);
    const r = await h.reserve('x-trail');
    const other = await h.call('GET', '/api/payments/windcave?sessionId=0000not-ours');
    expect(other.json).toEqual({ received: true, result: 'unknown session' });
    // Its own session, named while still open at the processor: read from the API, so nothing changes.
    const early = await h.call('GET', `/api/payments/windcave?sessionId=${r.session}`);
    expect(early.json).toEqual({ received: true, result: 'still open' });
    expect((await h.until(r.id, 'pending'))?.state).toBe('pending');
  });

  it('a second shopper cannot start a payment while one is open, nor once the car is held', async () => {
    const h = await open([car('x-trail', 9001, 'stripe')]);
    const first = await h.reserve('x-trail', 'one@example.com');
    const second = await h.reserve('x-trail', 'two@example.com');
    expect(second.page.status).toBe(409);
    expect(second.page.json.error).toBe(
      'Someone is reserving this car right now. Please call us on 08 5550 5100 or try again in 30 minutes.',
    );
    await h.processor.act(first.session, 'pay');
    await h.until(first.id, 'held');
    const third = await h.reserve('x-trail', 'three@example.com');
    expect([third.page.status, third.page.json.error]).toEqual([409, RESERVATION_REFUSALS['not-reservable']]);
  });

  it('the same lead asking again gets the same page; a new checkout by the shopper ends the old one', async () => {
    const h = await open([car('x-trail', 9001, 'stripe'), car('qashqai', 9002, 'stripe')]);
    const r = await h.reserve('x-trail', 'same@example.com');
    const again = await h.call('POST', '/api/reservations', { lead_id: r.leadId }, r.secret);
    expect(again.json.url).toBe(r.page.json.url);
    const other = await h.reserve('qashqai', 'same@example.com');
    expect(other.page.status).toBe(201);
    expect((await h.until(r.id, 'expired'))?.state).toBe('expired');
    expect(h.processor.state.stripe.get(r.session)?.status).toBe('expired');
  });
});

describe('no payment, no hold', () => {
  it('a Windcave decline frees the car at once', async () => {
    const h = await open([car('x-trail', 9001, 'windcave')]);
    const r = await h.reserve('x-trail', 'one@example.com');
    await h.processor.act(r.session, 'decline');
    expect((await h.until(r.id, 'failed'))?.state).toBe('failed');
    expect((await h.reserve('x-trail', 'two@example.com')).page.status).toBe(201);
  });

  it('an abandoned Stripe checkout is ended by the pass after its 30 minutes, and the car is free', async () => {
    const h = await open([car('x-trail', 9001, 'stripe')]);
    const r = await h.reserve('x-trail', 'one@example.com');
    h.advance(29 * 60_000);
    expect((await reservationPass(h.reservations)).settled).toBe(0);
    h.advance(4 * 60_000);
    expect((await reservationPass(h.reservations)).settled).toBe(1);
    expect((await h.until(r.id, 'expired'))?.state).toBe('expired');
    expect((await h.reserve('x-trail', 'two@example.com')).page.status).toBe(201);
  });
});

describe('notifications', () => {
  it('replayed, wrongly signed or for an unknown session: refused or a no-op, with the reason logged', async () => {
    const h = await open([car('x-trail', 9001, 'stripe')]);
    const r = await h.reserve('x-trail');
    await h.processor.act(r.session, 'pay');
    await h.until(r.id, 'held');
    const sent = h.processor.state.sent.find((s) => s.to.endsWith('/api/payments/stripe'));
    const events = (await h.reservations.table.events(r.id)).length;
    const replay = await h.call('POST', '/api/payments/stripe', sent!.body, {
      'stripe-signature': (await import('stripe')).default.webhooks.generateTestHeaderString({
        payload: sent!.body,
        secret: 'whsec_payments_test',
        timestamp: Math.floor(Date.parse('2026-11-30T01:00:00Z') / 1000),
      }),
    });
    expect(replay.json).toEqual({ received: true, result: 'already held' });
    expect((await h.reservations.table.events(r.id)).length).toBe(events);
    const forged = await h.call('POST', '/api/payments/stripe', sent!.body, { 'stripe-signature': 't=1,v1=00' });
    expect(forged.status).toBe(400);
    expect(h.logs.some((l) => l.includes(`stripe notification for ${r.id} refused: signature refused`))).toBe(true);
    const unknown = await h.call('POST', '/api/payments/stripe', { data: { object: { id: 'cs_test_nobody' } } });
    expect(unknown.json).toEqual({ received: true, result: 'unknown session' });
  });

  it('a stale signature is refused: older than five minutes by our clock', async () => {
    const h = await open([car('x-trail', 9001, 'stripe')]);
    const r = await h.reserve('x-trail');
    h.processor.state.settings.dropNotifications = true;
    await h.processor.act(r.session, 'pay');
    const stripe = (await import('stripe')).default;
    const body = JSON.stringify({ type: 'checkout.session.completed', data: { object: { id: r.session } } });
    const old = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: 'whsec_payments_test',
      timestamp: Math.floor(Date.parse('2026-11-30T01:00:00Z') / 1000) - 301,
    });
    expect((await h.call('POST', '/api/payments/stripe', body, { 'stripe-signature': old })).status).toBe(400);
    expect((await h.until(r.id, 'pending'))?.state).toBe('pending');
  });

  it("from another dealer's Stripe account, or naming another reservation: refused, then the real one holds", async () => {
    const h = await open([car('x-trail', 9001, 'stripe')]);
    const r = await h.reserve('x-trail');
    h.processor.state.settings.dropNotifications = true;
    await h.processor.act(r.session, 'pay');
    const foreign = h.stripeNotice(r.session, 'acct_demoHobartToyota');
    const refused = await h.call('POST', '/api/payments/stripe', foreign.body, foreign.headers);
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe('the event is from account acct_demoHobartToyota, not acct_demoAdelaideNissan');
    expect(h.logs).toContain(
      `payments: stripe notification for ${r.id} refused: the event is from account acct_demoHobartToyota, not acct_demoAdelaideNissan`,
    );
    expect((await h.until(r.id, 'pending'))?.state).toBe('pending');
    const real = h.stripeNotice(r.session);
    expect((await h.call('POST', '/api/payments/stripe', real.body, real.headers)).json).toEqual({
      received: true,
      result: 'held',
    });
  });

  it('delivered again after the hold lapsed: a no-op, the deposit refunded once, the car stays free', async () => {
    const h = await open([car('x-trail', 9001, 'stripe')]);
    const r = await h.reserve('x-trail');
    await h.processor.act(r.session, 'pay');
    await h.until(r.id, 'held');
    h.advance(48 * HOUR);
    expect(await reservationPass(h.reservations)).toMatchObject({ lapsed: 1, refunded: 1 });
    // Stripe signs each delivery attempt afresh: the late one passes the signature check.
    const late = h.stripeNotice(r.session);
    const answer = await h.call('POST', '/api/payments/stripe', late.body, late.headers);
    expect(answer.json).toEqual({ received: true, result: 'the hold already lapsed' });
    expect((await h.until(r.id, 'lapsed'))?.state).toBe('lapsed');
    expect(await reservationPass(h.reservations)).toMatchObject({ lapsed: 0, refunded: 0 });
    const steps = (await h.reservations.table.events(r.id)).map((e) => e.action);
    expect(steps.filter((a) => a === 'held' || a === 'refunded')).toEqual(['held', 'refunded']);
    expect((await h.reserve('x-trail', 'next@example.com')).page.status).toBe(201);
  });

  it('a lost notification is settled by the pass: the paid deposit holds the car once', async () => {
    const h = await open([car('x-trail', 9001, 'stripe')]);
    const r = await h.reserve('x-trail');
    h.processor.state.settings.dropNotifications = true;
    await h.processor.act(r.session, 'pay');
    h.advance(33 * 60_000);
    await reservationPass(h.reservations);
    await reservationPass(h.reservations);
    expect((await h.until(r.id, 'held'))?.state).toBe('held');
    expect((await h.reservations.table.events(r.id)).filter((e) => e.action === 'held')).toHaveLength(1);
  });
});

describe('two payments for one car', () => {
  it('one hold stands; the other payment is refunded once and its shopper told', async () => {
    const h = await open([car('x-trail', 9001, 'stripe')]);
    const late = await h.reserve('x-trail', 'late@example.com');
    // The pass gave up on the first checkout (the processor still took its payment later).
    await h.reservations.table.change(late.id, ['pending'], { state: 'expired', ended_at: 0 }, 0);
    const winner = await h.reserve('x-trail', 'winner@example.com');
    await h.processor.act(winner.session, 'pay');
    await h.until(winner.id, 'held');
    await h.processor.act(late.session, 'pay');
    expect((await h.until(late.id, 'refunded'))?.state).toBe('refunded');
    expect((await reservationPass(h.reservations)).refunded).toBe(1);
    expect((await reservationPass(h.reservations)).refunded).toBe(0);
    const intent = h.processor.state.stripe.get(late.session)!.payment_intent!;
    expect(h.processor.state.intents.get(intent)?.refunded).toBe(true);
    const told = (await h.jobsOf(late.leadId)).find((j) => String(j.id).endsWith('.refunded.shopper'));
    expect((JSON.parse(String(told?.payload)) as { text: string }).text).toContain('someone else reserved this car');
    expect((await h.until(winner.id, 'held'))?.state).toBe('held');
  });
});

describe('the hold ends on time', () => {
  it('lapses after 48 hours: the deposit refunded once, both sides told, the car free again', async () => {
    const h = await open([car('x-trail', 9001, 'stripe')]);
    h.reservations.deps.fleet.byWebsiteId.get(105)!.delivery.webhooks = [
      { url: 'https://crm.example/hook', kinds: [] },
    ];
    const r = await h.reserve('x-trail');
    await h.processor.act(r.session, 'pay');
    await h.until(r.id, 'held');
    h.advance(48 * HOUR - 1);
    expect((await reservationPass(h.reservations)).lapsed).toBe(0);
    h.advance(1);
    expect(await reservationPass(h.reservations)).toMatchObject({ lapsed: 1, refunded: 1 });
    expect(await reservationPass(h.reservations)).toMatchObject({ lapsed: 0, refunded: 0 });
    const jobs = (await h.jobsOf(r.leadId)).map((j) => String(j.id).split('.').slice(2).join('.'));
    expect(jobs).toEqual(expect.arrayContaining(['lapsed.shopper', 'refunded.shopper']));
    expect(jobs.some((j) => j.startsWith('lapsed.dealer.'))).toBe(true);
    // The dealer's webhook hears of each ending as its own event, the lead's fields naming the refund.
    const hooks = (await h.jobsOf(r.leadId)).filter((j) => j.channel === 'webhook').map((j) => String(j.id));
    expect(hooks.map((id) => id.split('.')[1])).toEqual(['created', 'reservation-lapsed', 'reservation-refunded']);
    const fields = (await h.store.getLead(r.leadId))?.data;
    expect(fields?.reservation_state).toBe('lapsed');
    expect(fields?.refund_reference).toMatch(/^re_/);
    expect((await h.reserve('x-trail', 'next@example.com')).page.status).toBe(201);
  });
});
