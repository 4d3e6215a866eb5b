import type { PaymentProcessor } from '../../src/domain/carParts.ts';

/** The processors that take a reservation deposit on their own hosted page (a car's `payment_processors`). */
export type ProcessorKind = PaymentProcessor['name'];

/**
 * Who is charged and how we reach the processor for one dealer. Secrets come from the environment
 * (never dealers/ or dist/); `apiBase` is the processor's API root (STRIPE_API_BASE,
 * WINDCAVE_API_BASE: the real hosts by default, the loopback test processor in tests and the demo).
 */
export type ProcessorAccount =
  | {
      kind: 'stripe';
      apiBase: string;
      /** The platform's key with `connectedAccount`, or the dealer's own key. */
      secretKey: string;
      /** Stripe Connect: the dealer's connected account id (acct_…), charged through the platform key. */
      connectedAccount: string | null;
      /** The endpoint secret (whsec_…) the notifications are signed with. */
      webhookSecret: string;
    }
  | {
      kind: 'windcave';
      apiBase: string;
      username: string;
      apiKey: string;
    };

/** One hosted payment page to open for a reservation's deposit. */
export interface PageRequest {
  /** Our reservation id: Stripe's metadata.reservation_id and client_reference_id, Windcave's merchantReference. */
  reservationId: string;
  /** The deposit in cents, worked out by the server. */
  amountCents: number;
  currency: 'AUD';
  /** The one line item: "Reservation deposit – {car name} ({stock number})". */
  description: string;
  /** The shopper's email, prefilled on the hosted page and used for the processor's receipt. */
  customerEmail: string;
  /** Where the processor sends the shopper after paying, and after cancelling. */
  successUrl: string;
  cancelUrl: string;
  /** Windcave's notificationUrl (Stripe's webhook endpoint is registered with Stripe instead). */
  notificationUrl: string;
  /** When the hosted page stops taking payment (30 minutes after it opens). */
  expiresAt: Date;
  /** The processor's idempotency key for this create call. */
  idempotencyKey: string;
}

/** An opened hosted page: the processor's session id and the URL the shopper is sent to. */
export interface PaymentPage {
  sessionId: string;
  url: string;
}

/**
 * What the processor says about a session, read server-side (never from the shopper's return):
 * still open, paid (with the payment's reference for refunds), or over without payment.
 */
export type PaymentOutcome =
  | { state: 'open' }
  | {
      state: 'paid';
      paymentRef: string;
      amountCents: number;
      /** When the processor took the payment; null when it does not say (the moment we learn of it). */
      paidAt: Date | null;
      reservationId: string;
    }
  | { state: 'failed' | 'expired'; reason: string };

/** A processor notification, verified: which session it is about (its outcome is then read from the API). */
export type Notification =
  { ok: true; sessionId: string; reservationId: string | null } | { ok: false; reason: string };

/** One processor, behind the calls a reservation makes of it. */
export interface ProcessorClient {
  readonly kind: ProcessorKind;
  /** Opens a hosted payment page for the deposit. */
  createPage(account: ProcessorAccount, request: PageRequest): Promise<PaymentPage>;
  /** Reads a session's outcome from the processor's API. */
  readOutcome(account: ProcessorAccount, sessionId: string): Promise<PaymentOutcome>;
  /** Ends an open session at once (a shopper who started another, or a hold that cannot stand). */
  expire(account: ProcessorAccount, sessionId: string): Promise<void>;
  /** Refunds a payment in full; the same idempotency key never refunds twice. */
  refund(
    account: ProcessorAccount,
    payment: { paymentRef: string; amountCents: number },
    idempotencyKey: string,
  ): Promise<{ refundRef: string }>;
  /**
   * Verifies a notification as received (raw body, headers, query): Stripe's `Stripe-Signature`
   * through the library's webhooks.constructEvent; Windcave's session id, whose outcome is then read.
   */
  verify(
    account: ProcessorAccount,
    raw: { body: string; headers: Record<string, string | undefined>; query: Record<string, string | undefined> },
    nowSeconds: number,
  ): Notification;
}
