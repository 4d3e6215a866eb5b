import { Hono, type Context } from 'hono';
import type { ProcessorKind } from '../payments/processor.ts';
import type { Reservations } from '../reservations/service.ts';
import type { Reservation } from '../reservations/table.ts';

/** The session a Stripe event is about, read before its signature is checked only to find the dealer's secret. */
function stripeSessionOf(body: string): string | null {
  try {
    const event = JSON.parse(body) as { data?: { object?: { id?: unknown } } };
    const id = event.data?.object?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** Windcave names the session in the query string or a form body; its outcome is then read from its API. */
async function windcaveSessionOf(c: Context): Promise<string | null> {
  const fromQuery = c.req.query('sessionId') ?? c.req.query('sessionid');
  if (fromQuery) return fromQuery;
  if (c.req.method !== 'POST') return null;
  const text = await c.req.text().catch(() => '');
  const form = new URLSearchParams(text);
  const fromForm = form.get('sessionId');
  if (fromForm) return fromForm;
  try {
    const json = JSON.parse(text) as { sessionId?: unknown; id?: unknown };
    const id = json.sessionId ?? json.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** Why a verified Stripe event does not speak for this reservation, or null when it does. */
function refusal(event: { sessionId: string; reservationId: string | null }, r: Reservation): string | null {
  if (event.sessionId !== r.sessionId) return 'the event names another session';
  if (event.reservationId !== null && event.reservationId !== r.id)
    return `the event names reservation ${event.reservationId}`;
  return null;
}

/**
 * The processors' notifications (POST /api/payments/stripe, /api/payments/windcave): the only way,
 * with the reconciliation pass, a payment counts. Stripe's is verified with the dealer's endpoint
 * secret (the library's constructEvent, stale ones refused); Windcave's names a session whose outcome
 * is read from Windcave's API, never from the request. Each refusal is logged with its reason; a
 * notification repeated, late or out of order changes nothing the second time.
 */
export function paymentRoutes(reservations: Reservations) {
  const app = new Hono();
  const { deps } = reservations;

  const settle = async (c: Context, kind: ProcessorKind, r: Reservation, sessionId: string) => {
    const site = deps.fleet.byWebsiteId.get(r.websiteId)!;
    const account = reservations.account(site, kind);
    if (!account.ok) {
      deps.log(`payments: ${kind} notification for ${r.id} refused: ${account.error}`);
      return c.json({ received: false, error: 'This dealer has no account with the processor.' }, 503);
    }
    const outcome = await deps.processors[kind].readOutcome(account.account, sessionId);
    const result = await reservations.settle(r, outcome, `${kind}-notification`);
    return c.json({ received: true, result });
  };

  const find = async (kind: ProcessorKind, sessionId: string | null) => {
    const r = sessionId ? await reservations.table.bySession(sessionId) : null;
    return r?.processor === kind ? r : null;
  };

  app.post('/stripe', async (c) => {
    const body = await c.req.text();
    const sessionId = stripeSessionOf(body);
    const r = await find('stripe', sessionId);
    if (!r) {
      deps.log(`payments: stripe notification ignored: no reservation has session ${sessionId ?? '(none)'}`);
      return c.json({ received: true, result: 'unknown session' });
    }
    const site = deps.fleet.byWebsiteId.get(r.websiteId);
    const account = site ? reservations.account(site, 'stripe') : null;
    if (!account?.ok) return c.json({ received: false, error: 'No Stripe account for this dealer.' }, 503);
    const verified = deps.processors.stripe.verify(
      account.account,
      { body, headers: { 'stripe-signature': c.req.header('stripe-signature') }, query: {} },
      Math.floor(deps.now().getTime() / 1000),
    );
    if (!verified.ok || refusal(verified, r)) {
      const reason = verified.ok ? refusal(verified, r) : verified.reason;
      deps.log(`payments: stripe notification for ${r.id} refused: ${reason}`);
      return c.json({ received: false, error: reason }, 400);
    }
    return settle(c, 'stripe', r, verified.sessionId);
  });

  const windcave = async (c: Context) => {
    const sessionId = await windcaveSessionOf(c);
    const r = await find('windcave', sessionId);
    if (!r || !sessionId) {
      deps.log(`payments: windcave notification ignored: no reservation has session ${sessionId ?? '(none)'}`);
      return c.json({ received: true, result: 'unknown session' });
    }
    return settle(c, 'windcave', r, sessionId);
  };
  app.post('/windcave', windcave);
  app.get('/windcave', windcave);
  return app;
}
