import { afterEach, describe, expect, it } from 'vitest';
import { reservationPass } from '../../../server/reservations/pass.ts';
import { car, paymentsHarness } from '../paymentsHarness.ts';

// Two lead API instances (each its own pool) on one PostgreSQL database and one loopback test
// processor (Stripe's API through the official library; see scripts/lib/testProcessor/stripeApi.ts
// for the calls it answers). Notifications are sent by the test so each instance gets one at the
// same moment, as a load balancer may spread the processor's deliveries.
type Harness = Awaited<ReturnType<typeof paymentsHarness>>;
const opened: Harness[] = [];
afterEach(async () => {
  // The second instance shares the first one's processor: close it first.
  for (const h of opened.splice(0).reverse()) await h.close();
});

async function twoInstances() {
  const cars = [car('x-trail', 9001, 'stripe')];
  const a = await paymentsHarness(cars);
  opened.push(a);
  const b = await paymentsHarness(cars, { dbPath: a.dbPath, processor: a.processor });
  opened.push(b);
  a.processor.state.settings.dropNotifications = true;
  return [a, b] as const;
}

const post = (h: Harness, notice: { body: string; headers: Record<string, string> }) =>
  h.call('POST', '/api/payments/stripe', notice.body, notice.headers);

describe('payments on two instances of one PostgreSQL', () => {
  it('one payment notified to both instances at once: one hold, one receipt, one dealer lead', async () => {
    const [a, b] = await twoInstances();
    const r = await a.reserve('x-trail');
    await a.processor.act(r.session, 'pay');
    const notice = a.stripeNotice(r.session);
    const answers = await Promise.all([post(a, notice), post(b, notice), post(a, notice), post(b, notice)]);
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((x) => x.json.result === 'held')).toHaveLength(1);
    const steps = (await a.reservations.table.events(r.id)).map((e) => e.action);
    expect(steps.filter((s) => s === 'held')).toHaveLength(1);
    const jobs = (await a.jobsOf(r.leadId)).map((j) => String(j.id));
    expect(jobs.filter((id) => id.endsWith('.paid.shopper'))).toHaveLength(1);
    expect(new Set(jobs).size).toBe(jobs.length);
  });

  it('two shoppers paying for one car, notified on different instances at once: one hold, one refund, told', async () => {
    const [a, b] = await twoInstances();
    const first = await a.reserve('x-trail', 'first@example.com');
    // The platform gave the first checkout up (its expiry at the processor did not get through), so a
    // second shopper could start one on the other instance; both then pay.
    await a.reservations.table.change(first.id, ['pending'], { state: 'expired', ended_at: 0 }, 0);
    const second = await b.reserve('x-trail', 'second@example.com');
    expect(second.page.status).toBe(201);
    await a.processor.act(first.session, 'pay');
    await a.processor.act(second.session, 'pay');
    await Promise.all([post(a, a.stripeNotice(first.session)), post(b, b.stripeNotice(second.session))]);
    // Both instances' passes at once make the refund that is due.
    await Promise.all([reservationPass(a.reservations), reservationPass(b.reservations)]);
    await Promise.all([reservationPass(a.reservations), reservationPass(b.reservations)]);

    const both = await Promise.all([a.reservations.table.byId(first.id), b.reservations.table.byId(second.id)]);
    expect(both.map((r) => r?.state).sort()).toEqual(['held', 'refunded']);
    const loser = both.find((r) => r?.state === 'refunded')!;
    expect(loser.refundState).toBe('done');
    const intent = a.processor.state.stripe.get(loser.sessionId!)!.payment_intent!;
    expect(a.processor.state.intents.get(intent)?.refunded).toBe(true);
    const winner = both.find((r) => r?.state === 'held')!;
    const winnerIntent = a.processor.state.stripe.get(winner.sessionId!)!.payment_intent!;
    expect(a.processor.state.intents.get(winnerIntent)?.refunded).toBe(false);
    const loserSteps = (await a.reservations.table.events(loser.id)).map((e) => e.action);
    expect(loserSteps.filter((s) => s === 'refunded')).toHaveLength(1);
    const told = (await a.jobsOf(loser.leadId)).filter((j) => String(j.id).endsWith('.refunded.shopper'));
    expect(told).toHaveLength(1);
    expect((JSON.parse(String(told[0]?.payload)) as { text: string }).text).toContain('someone else reserved this car');
  });
});
