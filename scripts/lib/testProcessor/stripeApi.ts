import Stripe from 'stripe';
import { nested, stripeForm, text } from './forms.ts';
import { newId, type ProcessorState, type StripeSession } from './state.ts';

/**
 * Stripe's API as the loopback test processor answers it, for the calls our client makes (shapes
 * from Stripe's published API reference): POST /v1/checkout/sessions, GET
 * /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire, POST /v1/refunds; the
 * Stripe-Account header (Connect) and Idempotency-Key replays; errors in Stripe's error shape.
 * Notifications are Stripe events signed with the library's generateTestHeaderString.
 */
export interface Answer {
  status: number;
  body: unknown;
}

const error = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { type: 'invalid_request_error', code, message } },
});

const stripe = new Stripe('sk_test_signing_only');

/** The session as read now: one past its expiry is expired (and its event sent once). */
export function currentSession(state: ProcessorState, id: string, notify: (s: StripeSession) => void) {
  const session = state.stripe.get(id);
  if (session?.status === 'open' && state.now() / 1000 >= session.expires_at) {
    session.status = 'expired';
    session.url = null;
    notify(session);
  }
  return session;
}

/** A signed Stripe event for a session, as Stripe POSTs it to a webhook endpoint. */
export function stripeEvent(session: StripeSession, type: string, secret: string, nowMs: number) {
  const payload = JSON.stringify({
    id: newId('evt_'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(nowMs / 1000),
    type,
    livemode: false,
    ...(session.account ? { account: session.account } : {}),
    data: { object: { ...session, account: undefined } },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(nowMs / 1000) });
  return { payload, signature };
}

export function stripeApi(
  state: ProcessorState,
  base: string,
  notify: (session: StripeSession, type: string) => void,
  request: { method: string; path: string; body: string; account: string | null; key: string | undefined },
): Answer | null {
  const expired = (s: StripeSession) => {
    notify(s, 'checkout.session.expired');
  };
  const replayKey = request.key ? `stripe ${request.account ?? ''} ${request.path} ${request.key}` : null;
  const replay = replayKey ? state.replies.get(replayKey) : undefined;
  if (replay && request.method === 'POST') return replay;
  const remember = (answer: Answer) => {
    if (replayKey && answer.status < 500) state.replies.set(replayKey, answer);
    return answer;
  };
  const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(request.path);

  if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
    const form = stripeForm(request.body);
    const item = nested(nested(nested(form.line_items)['0']).price_data);
    const amount = Number(text(item.unit_amount));
    if (text(form.mode) !== 'payment' || !Number.isInteger(amount) || amount <= 0)
      return error(400, 'parameter_invalid', 'mode payment and a positive line item amount are required');
    const id = newId('cs_test_');
    const nowS = Math.floor(state.now() / 1000);
    const metadata = Object.fromEntries(Object.entries(nested(form.metadata)).map(([k, v]) => [k, text(v)]));
    const session: StripeSession = {
      id,
      object: 'checkout.session',
      account: request.account,
      amount_total: amount,
      currency: text(item.currency) || text(form.currency),
      client_reference_id: text(form.client_reference_id) || null,
      customer_email: text(form.customer_email) || null,
      metadata,
      line_items: [{ description: text(nested(item.product_data).name), amount }],
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      url: `${base}/pay/${id}`,
      success_url: text(form.success_url),
      cancel_url: text(form.cancel_url),
      expires_at: Number(text(form.expires_at)) || nowS + 24 * 3600,
      created: nowS,
      livemode: false,
    };
    state.stripe.set(id, session);
    return remember({ status: 200, body: session });
  }

  if (sessionPath) {
    const found = currentSession(state, decodeURIComponent(sessionPath[1]!), expired);
    const session = found?.account === request.account ? found : undefined;
    if (!session) return error(404, 'resource_missing', `No such checkout.session: '${sessionPath[1]}'`);
    if (request.method === 'GET' && !sessionPath[2]) return { status: 200, body: session };
    if (request.method === 'POST' && sessionPath[2]) {
      if (session.status !== 'open')
        return error(400, 'checkout_session_not_open', `Only Checkout Sessions with a status of open can be expired.`);
      session.status = 'expired';
      session.url = null;
      expired(session);
      return remember({ status: 200, body: session });
    }
  }

  if (request.method === 'POST' && request.path === '/v1/refunds') {
    const form = stripeForm(request.body);
    const intentId = text(form.payment_intent);
    const intent = state.intents.get(intentId);
    const found = intent ? state.stripe.get(intent.session) : undefined;
    const session = found?.account === request.account ? found : undefined;
    if (!intent || !session) return error(404, 'resource_missing', `No such payment_intent: '${intentId}'`);
    if (state.settings.refuseRefunds)
      return {
        status: 402,
        body: { error: { type: 'card_error', code: 'refund_failed', message: 'The refund failed.' } },
      };
    if (intent.refunded)
      return remember(error(400, 'charge_already_refunded', `Charge for ${intentId} has already been refunded.`));
    const amount = Number(text(form.amount)) || session.amount_total;
    intent.refunded = true;
    return remember({
      status: 200,
      body: {
        id: newId('re_'),
        object: 'refund',
        amount,
        currency: session.currency,
        payment_intent: intentId,
        status: 'succeeded',
      },
    });
  }
  return null;
}
