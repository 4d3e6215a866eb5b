import type { Fleet } from '../fleet.ts';
import type { CarReader } from '../stock/carReader.ts';
import type { LeadStore } from '../store.ts';
import { RESERVE_HOLD_HOURS, reserveDeposit } from '../../src/domain/reservation.ts';
import type { LeadMessage } from './content.ts';
import { contactOf, knownDealership, knownLocation } from './known.ts';
import { noticeEmail, renderEmail } from './email.ts';
import { supersededByAcceptance } from './plan.ts';
import type { DeliveryJob } from './queue.ts';
import type { Outcome } from './retry.ts';
import type { Senders } from './transports.ts';
import { tradeInOf } from './tradeIn.ts';
import { webhookBody, webhookHeaders } from './webhook.ts';

/** The lead message of a job: the stored lead, its dealer and, for a trade-in, the shopper's car. */
export async function leadMessage(
  store: LeadStore,
  fleet: Fleet,
  cars: CarReader,
  job: DeliveryJob,
): Promise<LeadMessage | null> {
  const lead = job.lead === undefined ? await store.getLead(job.lead_id) : job.lead;
  const site = fleet.byWebsiteId.get(job.website_id);
  if (!lead || !site) return null;
  const valuationId = typeof lead.data.valuation_id === 'string' ? lead.data.valuation_id : null;
  const valuation = valuationId ? await store.getValuation(valuationId) : null;
  const v = valuation?.websiteId === site.websiteId ? valuation.data : null;
  const slug = typeof lead.data.car_id === 'string' ? lead.data.car_id : '';
  const scope = { indexUid: site.indexUid, dealershipIds: site.settings.dealerships.map((d) => d.id) };
  const car = slug ? await cars.bySlug(slug, scope) : null;
  const places = site.settings;
  const dealership = knownDealership(lead.data, places, car?.dealership_id);
  return {
    lead,
    event: job.event,
    ...(car ? { car } : {}),
    place: { dealership: dealership?.name, location: knownLocation(lead.data, places)?.name },
    contact: contactOf(lead.data, site.contacts, dealership?.slug),
    dealer: { slug: site.slug, name: site.settings.dealerName, origin: site.origin, fromName: site.fromName },
    ...(v ? { tradeIn: tradeInOf(v) } : {}),
    ...(lead.form === 'reservation'
      ? {
          reservation: {
            deposit: reserveDeposit(
              { payment_processors: car?.payment_processors ?? [] },
              { reserveDeposit: site.reserveDeposit },
            ),
            holdHours: RESERVE_HOLD_HOURS,
          },
        }
      : {}),
  };
}

export interface DispatchOptions {
  store: LeadStore;
  fleet: Fleet;
  senders: Senders;
  /** The stock index, for the car's facts (year, VIN, price) in the message. */
  cars: CarReader;
  /** Webhook signing secret per dealer slug. */
  webhookSecrets: Map<string, string>;
  fromAddress?: string;
  nowSeconds: () => number;
}

/** Sends one claimed job through its channel and says how it went. */
export function createDispatcher(options: DispatchOptions): (job: DeliveryJob) => Promise<Outcome> {
  const { store, fleet, senders } = options;
  const lead = async (job: DeliveryJob) => {
    const message = await leadMessage(store, fleet, options.cars, job);
    return message ? { message, site: fleet.byWebsiteId.get(job.website_id)! } : null;
  };
  const gone: Outcome = { ok: false, permanent: true, reason: 'the lead or its dealer no longer exists' };
  return async (job) => {
    const channel = job.channel;
    switch (channel) {
      case 'sms':
        if (!job.payload) return { ok: false, permanent: true, reason: 'the message text is gone' };
        return senders.sms(job.target, job.payload);
      case 'email': {
        // A reservation's notice (receipt, lapse, refund) was rendered when queued: its words are the payload.
        if (job.payload !== null) return senders.email(noticeEmail(job, fleet, options.fromAddress));
        const found = await lead(job);
        if (!found) return gone;
        if (supersededByAcceptance(job, found.message.lead.subcategory)) return { ok: true };
        const { adfAttachment } = found.site.delivery;
        const from = options.fromAddress ? { fromAddress: options.fromAddress } : {};
        return senders.email(renderEmail(found.message, job, { adfAttachment, ...from }));
      }
      case 'webhook': {
        const found = await lead(job);
        if (!found) return gone;
        const secret = options.webhookSecrets.get(found.site.slug);
        if (!secret) return { ok: false, permanent: true, reason: `no webhook secret for ${found.site.slug}` };
        const body = webhookBody(found.message, job.id);
        return senders.webhook(job.target, body, webhookHeaders(secret, job.id, options.nowSeconds(), body));
      }
      default:
        // A channel this worker has no sender for (a row written by another version) is refused.
        return { ok: false, permanent: true, reason: `unknown delivery channel "${String(channel satisfies never)}"` };
    }
  };
}
