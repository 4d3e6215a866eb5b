import { formKind, isFormKind, OFFER_ACCEPTED_SUBCATEGORY } from '../../src/domain/formKinds.ts';
import type { LeadCar } from '../stock/carReader.ts';
import { defanged, ownPageUrl, type PlaceContact } from './known.ts';
import { isoInZone, readableLocal, wallTimeInZone } from './localTime.ts';
import { tradeInFacts, type TradeInCar } from './tradeIn.ts';
import type { DeliveryEvent } from './plan.ts';

/** The lead as every renderer sees it: stored fields, the dealer, and what the message is for. */
export interface LeadMessage {
  lead: {
    id: string;
    form: string;
    category: string;
    subcategory: string | null;
    created_at: string;
    data: Record<string, unknown>;
  };
  event: DeliveryEvent;
  dealer: { slug: string; name: string; origin: string; fromName: string };
  /** The car of interest as the stock index has it now (absent: what the lead carries). */
  car?: LeadCar | undefined;
  /** The dealership and location by their configured names (see known.ts), when the lead names one. */
  place?: { dealership?: string | undefined; location?: string | undefined };
  /** Where that dealership is reached and its time zone (config): the ADF vendor, local times. */
  contact?: PlaceContact;
  /** The shopper's own car, for a trade-in (from the valuation). */
  tradeIn?: TradeInCar;
  /** A reservation's deposit in dollars (null: none taken) and how long the car is held. */
  reservation?: { deposit: number | null; holdHours: number };
}

const str = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** One line of text: a shopper cannot start a new header or line with CR, LF or other controls. */
export const oneLine = (value: unknown, max = 200) =>
  str(value)
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

const money = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value)
    ? `$${value.toLocaleString('en-AU', { minimumFractionDigits: value % 1 ? 2 : 0, maximumFractionDigits: 2 })}`
    : '';

/** The zone the dealer reads times in: the dealership's (config), Sydney when none is known. */
const zoneOf = (message: LeadMessage) => message.contact?.timeZone ?? 'Australia/Sydney';

/** When the lead was received, ISO 8601 in the dealership's local time with its offset. */
export const receivedAt = (message: LeadMessage) => isoInZone(new Date(message.lead.created_at), zoneOf(message));

/** The test-drive time the shopper chose, ISO 8601 with the dealership's offset that day; null when none. */
export const testDriveAt = (message: LeadMessage) => {
  const value = message.lead.data.date_time;
  return typeof value === 'string' ? wallTimeInZone(value, zoneOf(message)) : null;
};

/** An ISO time as the dealer reads it, with the zone: "Sat 7 Mar 2026, 10:30 (+11:00 Australia/Melbourne)". */
export const readableAt = (message: LeadMessage, iso: string | null) =>
  iso ? readableLocal(iso).replace(/\)$/, ` ${zoneOf(message)})`) : '';

/** The shopper's full name. */
export const shopperName = (data: Record<string, unknown>) => oneLine(`${str(data.name)} ${str(data.last_name)}`, 160);

/** The car of interest: the stock index's facts first, else what the lead form sent. */
export function vehicleOfInterest(message: LeadMessage) {
  const d = message.lead.data;
  const car = message.car;
  return {
    slug: oneLine(car?.slug ?? d.car_id),
    year: car?.year,
    make: oneLine(car?.make ?? d['Vehicle Make']),
    model: oneLine(car?.model ?? d['Vehicle Model']),
    name: oneLine(car?.name),
    stock: oneLine(car?.stocknum ?? d.stock_number),
    vin: oneLine(car?.vin),
    /** Dollars; 0 is 'Enquire for price'; undefined when unknown. */
    price: car?.price,
  };
}

/** The car of interest in words: "2021 Mazda CX-5 Maxx Sport (stock M1234)". */
export function carOfInterest(message: LeadMessage): string {
  const v = vehicleOfInterest(message);
  const base = v.name || oneLine(`${v.make} ${v.model}`);
  // Stock names often start with the year already ("2026 Kia EV6 GT-Line").
  const name = v.year && !base.startsWith(String(v.year)) ? `${v.year} ${base}` : base;
  if (!name && !v.stock) return v.slug;
  return [name, v.stock ? `(stock ${v.stock})` : ''].filter(Boolean).join(' ');
}

/**
 * What the lead was when it came in ("Trade-In / 1. Valuation Requested"): an accepted trade-in's
 * stored subcategory is '3. Offer Accepted', so its first one is the form kind's own.
 */
export function firstHeadline(lead: LeadMessage['lead']): string {
  const subcategory =
    lead.subcategory === OFFER_ACCEPTED_SUBCATEGORY && isFormKind(lead.form)
      ? (formKind(lead.form).subcategory ?? null)
      : lead.subcategory;
  return oneLine(subcategory ? `${lead.category} / ${subcategory}` : lead.category, 120);
}

/** What the message is about: the lead itself, or the later step an update reports. */
export function headline(message: LeadMessage): string {
  const { lead, event } = message;
  switch (event) {
    case 'created':
      return firstHeadline(lead);
    case 'valuation-completed':
      return 'Trade-in valuation completed';
    case 'offer-accepted':
      return 'Trade-in offer accepted';
    case 'reservation-lapsed':
      return 'Reservation lapsed';
    case 'reservation-released':
      return 'Reservation released';
    case 'reservation-refunded':
      return 'Reservation deposit refunded';
    case 'reservation-completed':
      return 'Reservation completed';
    default:
      return event satisfies never;
  }
}

/** A labelled fact; `href` only on a link the platform vouches for (the dealer's own page). */
export type Fact = [label: string, value: string, href?: string];

/** The page the lead was sent from: a link when it is the dealer's own, else inert text. */
function sentFrom(message: LeadMessage): Fact {
  const url = message.lead.data.url;
  const own = ownPageUrl(url, message.dealer.origin);
  if (own) return ['Sent from', own, own];
  const typed = oneLine(url, 300);
  return ['Sent from', typed && `${defanged(typed)} (not a page of this site)`];
}

/** Shopper text beside a configured name: shown only when it says something else, never clickable. */
const typedPlace = (typed: unknown, known: string | undefined) => {
  const value = oneLine(typed, 120);
  return value === '' || value === known ? '' : defanged(value);
};

const factsOfMessage = new WeakMap<LeadMessage, readonly Fact[]>();

/**
 * Every fact the dealer acts on, labelled, in reading order; empty ones are left out. Values are
 * plain text here: each renderer escapes them for its own format. Worked out once per message: an
 * email renders them five times (text, HTML, the ADF's notes and comments).
 */
export function leadFacts(message: LeadMessage): readonly Fact[] {
  let facts = factsOfMessage.get(message);
  if (!facts) {
    facts = factsOf(message);
    factsOfMessage.set(message, facts);
  }
  return facts;
}

function factsOf(message: LeadMessage): Fact[] {
  const d = message.lead.data;
  const accepted = message.event === 'offer-accepted' || message.lead.subcategory === OFFER_ACCEPTED_SUBCATEGORY;
  const yes = (value: unknown) => (value === true ? 'Yes' : '');
  const trade = message.tradeIn
    ? tradeInFacts(message.tradeIn, accepted ? { low: d.accepted_offer_low, high: d.accepted_offer } : null)
    : [];
  const tradeRego = message.tradeIn?.rego;
  const hold = message.reservation;
  const facts: Fact[] = [
    ['Lead', headline(message)],
    ['Name', shopperName(d)],
    ['Email', oneLine(d.email)],
    ['Phone', oneLine(d.phone)],
    ['Postcode', oneLine(d.postcode)],
    ['Car', carOfInterest(message)],
    ['Car price', message.car?.price === 0 ? 'Enquire for price' : money(message.car?.price)],
    ['VIN', oneLine(message.car?.vin)],
    sentFrom(message),
    ['Offer', money(d.offer_amount)],
    ['Deposit', hold ? depositFact(d, hold.deposit) : ''],
    ['Payment reference', typeof d.payment_reference === 'string' ? oneLine(d.payment_reference) : ''],
    ['Paid at', typeof d.paid_at === 'string' ? readableAt(message, d.paid_at) : ''],
    [
      'Hold',
      typeof d.hold_ends_at === 'string'
        ? `until ${readableAt(message, d.hold_ends_at)}`
        : hold
          ? `${hold.holdHours} hours from ${readableAt(message, receivedAt(message))}`
          : '',
    ],
    ['Test drive', readableAt(message, testDriveAt(message))],
    ['Finance budget', money(d.vehiclePriceBudget)],
    ['Interested in finance', yes(d.opt_in_finance)],
    ['Has a car to trade in', yes(d.opt_in_trade)],
    // The shopper's own car (service, general, car enquiries); a trade-in shows its rego below.
    ['Rego', oneLine(d.Rego) === oneLine(tradeRego) ? '' : oneLine(d.Rego)],
    ...trade,
    ['Dealership', message.place?.dealership ?? ''],
    ['Location', message.place?.location ?? ''],
    ['Location (as typed)', typedPlace(d.location, message.place?.location)],
    ['Services', Array.isArray(d.additional_services) ? oneLine(d.additional_services.join(', ')) : ''],
    ['Marketing opt-in', yes(d.opt_in)],
    ['Lead id', message.lead.id],
    ['Received', readableAt(message, receivedAt(message))],
  ];
  return facts.filter(([, value]) => value !== '');
}

/** The deposit as paid (amount and processor) once the processor confirmed it, else as offered. */
function depositFact(d: Record<string, unknown>, offered: number | null): string {
  if (typeof d.payment_amount === 'number') {
    const by = d.payment_processor === 'windcave' ? 'Windcave' : 'Stripe';
    return `${money(d.payment_amount)} paid online through ${by}, 100% refundable`;
  }
  return offered === null ? 'none taken online' : `${money(offered)}, 100% refundable`;
}

/** The shopper's own words, kept as written (line breaks included). */
export const shopperComments = (data: Record<string, unknown>) => str(data.message).slice(0, 5000);
