import { createHash } from 'node:crypto';
import type { LeadDeliverySettings } from '../../src/config/areas/leadDelivery.ts';
import { OFFER_ACCEPTED_SUBCATEGORY } from '../../src/domain/formKinds.ts';
import { leadKind } from './kinds.ts';

/**
 * The delivery channels, the registry of what the queue's `channel` column may hold: each one has a
 * lane (lanes.ts `laneOf`), a sender (dispatch.ts) and a transport (transports.ts `Senders`), each a
 * `switch` or an interface the compiler checks; a channel none of them knows is refused.
 */
export const CHANNELS = ['email', 'webhook', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * Why a lead is delivered: its creation, or a later step the dealer must act on (the trade-in's
 * valuation completed in the browser; its offer accepted). Each sends one message per receiver.
 */
/** Later steps of a paid reservation, sent to the dealer's webhooks (its inboxes get the notice emails). */
export const RESERVATION_STEP_EVENTS = [
  'reservation-lapsed',
  'reservation-released',
  'reservation-refunded',
  'reservation-completed',
] as const;
export type ReservationStepEvent = (typeof RESERVATION_STEP_EVENTS)[number];
export type DeliveryEvent = 'created' | 'valuation-completed' | 'offer-accepted' | ReservationStepEvent;

/** One message to one receiver, written in the lead's own transaction. */
export interface PlannedDelivery {
  /** Stable per lead, event, channel and receiver: the receiver's de-duplication key. */
  id: string;
  channel: Channel;
  /** Email address, webhook URL or phone number. */
  target: string;
  /** Email only: the ADF/XML document is the body (a CRM inbox). */
  crm: boolean;
  event: DeliveryEvent;
  /** How long the job waits before its first attempt (ms); absent: it is due at once. */
  holdMs?: number;
}

/**
 * How long a trade-in's valuation update email waits: a shopper who accepts the offer does so within
 * minutes, and the acceptance's own update then carries every fact the valuation's would.
 */
const VALUATION_UPDATE_HOLD_MS = 10 * 60_000;

/**
 * A job whose message the acceptance's update already carries: the valuation's update email of a
 * lead whose offer is accepted (rendered now, it would say what the acceptance says). It is recorded
 * as sent without sending, so each inbox gets the lead and one update.
 */
export const supersededByAcceptance = (job: { event: DeliveryEvent; channel: Channel }, subcategory: string | null) =>
  job.event === 'valuation-completed' && job.channel === 'email' && subcategory === OFFER_ACCEPTED_SUBCATEGORY;

/** The lead as the planner needs it. */
export interface LeadForPlan {
  id: string;
  form: string;
  category: string;
  subcategory: string | null;
  data: Record<string, unknown>;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 20);

/** The de-duplication id of one delivery: the same lead, event and receiver always give the same id. */
export const deliveryId = (leadId: string, event: DeliveryEvent, channel: Channel, target: string) =>
  `${leadId}.${event}.${channel}.${digest(target.toLowerCase())}`;

const matches = <T>(list: readonly T[], value: T | undefined) =>
  list.length === 0 || (value !== undefined && list.includes(value));

/**
 * Every delivery one lead event causes: each configured inbox whose kind, location and dealership
 * rules match (the dealer's default recipients when no person's inbox does), and each webhook for
 * the kind. An address listed twice gets one message.
 */
export function planDeliveries(
  lead: LeadForPlan,
  event: DeliveryEvent,
  settings: LeadDeliverySettings,
  defaults: {
    recipients: readonly string[];
    dealerships: readonly { id: number; slug: string }[];
    locations: readonly { id: number; dealershipSlug: string }[];
  },
): PlannedDelivery[] {
  const kind = leadKind(lead.form, lead.category, lead.subcategory);
  const d = lead.data;
  const location = typeof d.location_id === 'number' ? d.location_id : undefined;
  // A car lead goes to the car's own dealership; a general form names one by slug; else the location's.
  const dealership =
    defaults.dealerships.find((x) => x.id === d.car_dealership_id)?.slug ??
    (typeof d.dealership_slug === 'string' && d.dealership_slug !== ''
      ? d.dealership_slug
      : defaults.locations.find((x) => x.id === location)?.dealershipSlug);
  const chosen = settings.recipients.filter(
    (r) => matches(r.kinds, kind) && matches(r.locations, location) && matches(r.dealerships, dealership),
  );
  // A CRM inbox never replaces the people: with no person matched, the dealer's default recipients get it.
  const people = chosen.some((r) => !r.crm) ? [] : defaults.recipients.map((email) => ({ email, crm: false }));
  const seen = new Set<string>();
  const plan: PlannedDelivery[] = [];
  for (const inbox of [...chosen, ...people]) {
    const target = inbox.email.toLowerCase();
    const key = `${target}${inbox.crm ? '#crm' : ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    plan.push({
      id: deliveryId(lead.id, event, 'email', key),
      channel: 'email',
      target,
      crm: inbox.crm,
      event,
      // Held, so an acceptance soon after sends one update in its place (supersededByAcceptance).
      ...(event === 'valuation-completed' ? { holdMs: VALUATION_UPDATE_HOLD_MS } : {}),
    });
  }
  for (const hook of settings.webhooks) {
    if (!matches(hook.kinds, kind)) continue;
    plan.push({
      id: deliveryId(lead.id, event, 'webhook', hook.url),
      channel: 'webhook',
      target: hook.url,
      crm: false,
      event,
    });
  }
  return plan;
}
