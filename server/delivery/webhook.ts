import { createHmac, timingSafeEqual } from 'node:crypto';
import { leadKind } from './kinds.ts';
import type { LeadMessage } from './content.ts';
import type { DeliveryEvent } from './plan.ts';

/** Version of the webhook JSON; receivers branch on it. */
export const WEBHOOK_VERSION = '2026-11-01';
/** The signature header before Standard Webhooks; deprecated, sent until 31 May 2027 (docs/operations/delivery.md). */
export const SIGNATURE_HEADER = 'X-Dealer-Signature';
/** A signature older than this is refused by verifyWebhook (replays). */
export const SIGNATURE_TOLERANCE_S = 300;

/** The webhook `event` of each delivery event. */
const WEBHOOK_EVENTS = {
  created: 'lead.created',
  'valuation-completed': 'lead.valuation_completed',
  'offer-accepted': 'lead.offer_accepted',
  'reservation-lapsed': 'reservation.lapsed',
  'reservation-released': 'reservation.released',
  'reservation-refunded': 'reservation.refunded',
  'reservation-completed': 'reservation.completed',
} as const satisfies Record<DeliveryEvent, string>;

/** The webhook body: the stored lead as JSON, versioned. */
export function webhookBody(message: LeadMessage, deliveryId: string): string {
  const { lead, dealer, event } = message;
  return JSON.stringify({
    version: WEBHOOK_VERSION,
    delivery_id: deliveryId,
    event: WEBHOOK_EVENTS[event],
    dealer: { slug: dealer.slug, name: dealer.name, origin: dealer.origin },
    lead: {
      id: lead.id,
      kind: leadKind(lead.form, lead.category, lead.subcategory),
      form: lead.form,
      category: lead.category,
      subcategory: lead.subcategory,
      created_at: lead.created_at,
      fields: lead.data,
      ...(message.tradeIn ? { trade_in: message.tradeIn } : {}),
    },
  });
}

/** The Standard Webhooks headers (standard-webhooks/standard-webhooks, spec/standard-webhooks.md). */
export const STANDARD_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

const WHSEC = 'whsec_';

/** The key a secret signs with: a `whsec_` secret's base64 bytes, an older plain secret's UTF-8 bytes. */
export const signingKey = (secret: string): Buffer =>
  secret.startsWith(WHSEC) ? Buffer.from(secret.slice(WHSEC.length), 'base64') : Buffer.from(secret, 'utf8');

/** The secret in the standard's form, as a receiver configures it in its library. */
export const standardSecret = (secret: string) =>
  secret.startsWith(WHSEC) ? secret : `${WHSEC}${Buffer.from(secret, 'utf8').toString('base64')}`;

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, the standard's signature. */
export const standardSignature = (secret: string, id: string, timestamp: number, body: string) =>
  `v1,${createHmac('sha256', signingKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;

/**
 * Every header of one webhook send: the standard's three (the id stable across retries, so a
 * receiver drops a repeat), `X-Delivery-Id`, and for a dealer still on a plain (not `whsec_`)
 * secret the older `X-Dealer-Signature` until 31 May 2027 (its deprecation period).
 */
export function webhookHeaders(secret: string, id: string, timestamp: number, body: string): Record<string, string> {
  return {
    [STANDARD_HEADERS.id]: id,
    [STANDARD_HEADERS.timestamp]: String(timestamp),
    [STANDARD_HEADERS.signature]: standardSignature(secret, id, timestamp, body),
    'X-Delivery-Id': id,
    ...(secret.startsWith(WHSEC) ? {} : { [SIGNATURE_HEADER]: signWebhook(secret, timestamp, body) }),
  };
}

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: the timestamp is signed with the body. */
export const signWebhook = (secret: string, timestamp: number, body: string) =>
  `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;

/** What a receiver does: recompute the HMAC over the timestamp and raw body, refuse old timestamps. */
export function verifyWebhook(
  secret: string,
  header: string | null | undefined,
  body: string,
  nowSeconds: number,
  toleranceS = SIGNATURE_TOLERANCE_S,
): { ok: true } | { ok: false; reason: string } {
  const parts = new Map((header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return { ok: false, reason: 'no signature' };
  if (Math.abs(nowSeconds - t) > toleranceS) return { ok: false, reason: 'timestamp too old' };
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'))
    ? { ok: true }
    : { ok: false, reason: 'signature mismatch' };
}
