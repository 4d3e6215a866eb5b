import { createHmac, timingSafeEqual } from 'node:crypto';
import { leadKind } from './kinds.ts';
import type { LeadMessage } from './content.ts';
import type { DeliveryEvent } from './plan.ts';

/** Version of the webhook JSON; receivers branch on it. */
export const WEBHOOK_VERSION = '2026-11-01';
export const SIGNATURE_HEADER = 'X-Dealer-Signature';
/** A signature older than this is refused by verifyWebhook (replays). */
export const SIGNATURE_TOLERANCE_S = 300;

/** The webhook `event` of each delivery event. */
const WEBHOOK_EVENTS = {
  created: 'lead.created',
  'valuation-completed': 'lead.valuation_completed',
  'offer-accepted': 'lead.offer_accepted',
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
