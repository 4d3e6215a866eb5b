import { randomBytes } from 'node:crypto';

/**
 * The loopback test processor's memory: Stripe Checkout Sessions, payment intents and refunds, and
 * Windcave sessions and transactions, as the processors' published APIs describe them (the fields
 * our clients send and read). Nothing here is persisted: a test or a demo run owns one instance.
 */
export interface StripeSession {
  id: string;
  object: 'checkout.session';
  account: string | null;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  line_items: { description: string; amount: number }[];
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  url: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
  livemode: false;
}

export interface WindcaveTransaction {
  id: string;
  type: 'purchase' | 'refund';
  authorised: boolean;
  amount: string;
  currency: string;
  dateTime: string;
  responseText: string;
  reCo: string;
}

export interface WindcaveSession {
  id: string;
  state: 'init' | 'pending' | 'complete' | 'expired';
  amount: string;
  currency: string;
  merchantReference: string;
  expires: string | null;
  callbackUrls: { approved: string; declined: string; cancelled: string };
  notificationUrl: string | null;
  transactions: WindcaveTransaction[];
}

/** What a test can change: notifications dropped (a lost webhook) or delayed, refunds refused. */
export interface ProcessorSettings {
  dropNotifications: boolean;
  notificationDelayMs: number;
  refuseRefunds: boolean;
}

export class ProcessorState {
  readonly stripe = new Map<string, StripeSession>();
  readonly windcave = new Map<string, WindcaveSession>();
  /** Payment intent id → its session, and the refunds made of it. */
  readonly intents = new Map<string, { session: string; refunded: boolean }>();
  readonly windcaveRefunds = new Map<string, WindcaveTransaction>();
  /** Answers by idempotency key (Stripe's Idempotency-Key, Windcave's X-ID), replayed as first given. */
  readonly replies = new Map<string, { status: number; body: unknown }>();
  readonly settings: ProcessorSettings = { dropNotifications: false, notificationDelayMs: 0, refuseRefunds: false };
  /** Every notification sent, for tests: where, what, and the answer. */
  readonly sent: { to: string; body: string; status: number }[] = [];
  readonly now: () => number;

  constructor(now: () => number) {
    this.now = now;
  }
}

export const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
