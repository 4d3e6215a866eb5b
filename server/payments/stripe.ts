import Stripe from 'stripe';
import type { ProcessorAccount, ProcessorClient, PaymentOutcome } from './processor.ts';

type StripeAccount = Extract<ProcessorAccount, { kind: 'stripe' }>;

/** The events a reservation listens to; the session is then read from Stripe's API. */
const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/** Seconds a notification's signature stays good (Stripe's own default). */
const TOLERANCE_S = 300;

const clients = new Map<string, Stripe>();

/** One client per key and API base: the official library, pointed at STRIPE_API_BASE. */
function client(account: ProcessorAccount): Stripe {
  const a = stripeAccount(account);
  const key = `${a.apiBase} ${a.secretKey}`;
  let found = clients.get(key);
  if (!found) {
    const base = new URL(a.apiBase);
    found = new Stripe(a.secretKey, {
      host: base.hostname,
      port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
      maxNetworkRetries: 2,
      timeout: 10_000,
    });
    clients.set(key, found);
  }
  return found;
}

function stripeAccount(account: ProcessorAccount): StripeAccount {
  if (account.kind !== 'stripe') throw new Error(`a ${account.kind} account given to the Stripe client`);
  return account;
}

/** Calls on the dealer's connected account (Connect), or on its own account (its own key). */
const onAccount = (account: ProcessorAccount) => {
  const connected = stripeAccount(account).connectedAccount;
  return connected ? { stripeAccount: connected } : {};
};

const paymentIntentId = (value: string | Stripe.PaymentIntent | null) =>
  value === null ? null : typeof value === 'string' ? value : value.id;

/**
 * Stripe through its official library: Checkout Sessions (mode payment, AUD, one line item, our
 * reservation id in metadata and client_reference_id), read back, expired and refunded, every
 * create with an idempotency key; notifications verified with webhooks.constructEvent.
 */
export const stripeClient: ProcessorClient = {
  kind: 'stripe',

  async createPage(account, request) {
    const session = await client(account).checkout.sessions.create(
      {
        mode: 'payment',
        currency: 'aud',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'aud',
              unit_amount: request.amountCents,
              product_data: { name: request.description },
            },
          },
        ],
        ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        client_reference_id: request.reservationId,
        metadata: { reservation_id: request.reservationId },
        payment_intent_data: { metadata: { reservation_id: request.reservationId } },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      },
      { idempotencyKey: request.idempotencyKey, ...onAccount(account) },
    );
    if (!session.url) throw new Error(`Stripe opened session ${session.id} without a URL`);
    return { sessionId: session.id, url: session.url };
  },

  async readOutcome(account, sessionId): Promise<PaymentOutcome> {
    const session = await client(account).checkout.sessions.retrieve(sessionId, {}, onAccount(account));
    const reservationId = session.metadata?.reservation_id ?? session.client_reference_id ?? '';
    if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
      const paymentRef = paymentIntentId(session.payment_intent);
      if (!paymentRef) return { state: 'open' };
      // A Checkout Session carries no paid-at time: the hold runs from when we learn of the payment.
      return { state: 'paid', paymentRef, amountCents: session.amount_total ?? 0, paidAt: null, reservationId };
    }
    if (session.status === 'expired') return { state: 'expired', reason: 'the checkout session expired' };
    if (session.status === 'complete') return { state: 'failed', reason: 'the payment did not go through' };
    return { state: 'open' };
  },

  async expire(account, sessionId) {
    try {
      await client(account).checkout.sessions.expire(sessionId, {}, onAccount(account));
    } catch (error) {
      // A session already complete or expired cannot be expired; its outcome is read next.
      if ((error as { type?: string }).type !== 'StripeInvalidRequestError') throw error;
    }
  },

  async refund(account, payment, idempotencyKey) {
    const refund = await client(account).refunds.create(
      { payment_intent: payment.paymentRef, amount: payment.amountCents },
      { idempotencyKey, ...onAccount(account) },
    );
    return { refundRef: refund.id };
  },

  verify(account, raw, nowSeconds) {
    const secret = stripeAccount(account).webhookSecret;
    if (!secret) return { ok: false, reason: 'no webhook secret is set for this Stripe account' };
    const header = raw.headers['stripe-signature'];
    if (!header) return { ok: false, reason: 'no Stripe-Signature header' };
    let event: Stripe.Event;
    try {
      event = client(account).webhooks.constructEvent(
        raw.body,
        header,
        secret,
        TOLERANCE_S,
        undefined,
        nowSeconds * 1000,
      );
    } catch (error) {
      return { ok: false, reason: `signature refused: ${(error as Error).message.split('\n')[0]}` };
    }
    if (!SESSION_EVENTS.has(event.type)) return { ok: false, reason: `ignored event type ${event.type}` };
    const session = event.data.object as Stripe.Checkout.Session;
    // With Connect one endpoint secret signs every connected account's events: an event from another
    // dealer's account is not this dealer's payment, whatever session it names.
    const connected = stripeAccount(account).connectedAccount;
    if (connected && event.account !== connected)
      return { ok: false, reason: `the event is from account ${event.account ?? '(platform)'}, not ${connected}` };
    return {
      ok: true,
      sessionId: session.id,
      reservationId: session.metadata?.reservation_id ?? session.client_reference_id ?? null,
    };
  },
};
