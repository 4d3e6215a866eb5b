import { loadAllDealers } from '../src/config/loadDealer.ts';
import type { Flags } from '../src/config/templates.ts';
import type { LeadDeliverySettings } from '../src/config/areas/leadDelivery.ts';
import { formSettingsFor, type FormSettings } from '../src/api/formSettings.ts';
import type { KnownContacts } from './delivery/known.ts';
import { zoneOfState } from './delivery/localTime.ts';

/** One dealer site as the lead API sees it. */
export interface FleetSite {
  slug: string;
  websiteId: number;
  origin: string;
  settings: FormSettings;
  leadRecipients: string[];
  /** Sender name on lead emails. */
  fromName: string;
  /** Lead routing: inboxes by kind and location, ADF, webhooks. */
  delivery: LeadDeliverySettings;
  /** The Meilisearch index holding this dealer's stock. */
  indexUid: string;
  /** The default reservation deposit in dollars (vehicle.reserveDeposit), for the dealer's message. */
  reserveDeposit: number;
  /** Reservation deposits: hold length, lapsed deposits, processor accounts (flags.payments). */
  payments: Flags['payments'];
  /** The reserve page's path under /cars/{slug}/ (routes.reservePath), where a cancelled payment returns. */
  reservePath: Flags['routes']['reservePath'];
  /** Addresses, phones and time zones of the dealer and its locations, for lead messages. */
  contacts: KnownContacts;
}

/** The dealer slug of a website id, for labels and reports (the id itself when no site has it). */
export const dealerSlugOf =
  (fleet: Pick<Fleet, 'byWebsiteId'>) =>
  (websiteId: number): string =>
    fleet.byWebsiteId.get(websiteId)?.slug ?? String(websiteId);

export interface Fleet {
  sites: FleetSite[];
  byWebsiteId: Map<number, FleetSite>;
  bySlug: Map<string, FleetSite>;
  /** The site an Origin header belongs to, or null when it is none of the fleet's. */
  siteForOrigin(origin: string): FleetSite | null;
}

/**
 * The dealer sites whose browsers may call the API: each dealer's live origin, and in development
 * http://<slug>.localhost on any port (where `npm start` and the browser tests serve them).
 */
export function buildFleet(sites: FleetSite[], devOrigins: boolean): Fleet {
  const byOrigin = new Map(sites.map((s) => [s.origin, s]));
  const bySlug = new Map(sites.map((s) => [s.slug, s]));
  return {
    sites,
    byWebsiteId: new Map(sites.map((s) => [s.websiteId, s])),
    bySlug,
    siteForOrigin(origin) {
      const live = byOrigin.get(origin);
      if (live) return live;
      if (!devOrigins) return null;
      const dev = /^http:\/\/([a-z0-9-]+)\.localhost(?::\d{1,5})?$/.exec(origin);
      return dev ? (bySlug.get(dev[1]!) ?? null) : null;
    },
  };
}

/** Loads every valid dealer folder; invalid ones are skipped with a warning, as the build does. */
export function loadFleet(dealersDir: string, devOrigins: boolean): Fleet {
  const sites: FleetSite[] = [];
  for (const load of loadAllDealers(dealersDir)) {
    if (!load.ok) {
      console.warn(`lead API: dealer "${load.slug}" is invalid and gets no leads (run npm run check-dealers).`);
      continue;
    }
    const { config } = load.dealer;
    sites.push({
      slug: config.slug,
      websiteId: config.id,
      origin: config.origin,
      settings: formSettingsFor(load.dealer),
      leadRecipients: config.email.leadRecipients,
      fromName: config.email.fromName,
      delivery: config.leadDelivery,
      indexUid: config.search.indexUid,
      reserveDeposit: config.flags.vehicle.reserveDeposit,
      payments: config.flags.payments,
      reservePath: config.flags.routes.reservePath,
      contacts: {
        dealer: {
          phone: config.phone,
          ...config.address,
          timeZone: zoneOfState(config.address.state) ?? 'Australia/Sydney',
        },
        locations: load.dealer.locations.map((l) => ({
          id: l.id,
          dealershipSlug: l.dealership_slug,
          phone: l.contact_detail.phone,
          street: l.address.street,
          city: l.address.city,
          state: l.address.state,
          postcode: l.address.postcode,
          timeZone:
            l.time_zone ?? zoneOfState(l.address.state) ?? zoneOfState(config.address.state) ?? 'Australia/Sydney',
        })),
      },
    });
  }
  return buildFleet(sites, devOrigins);
}
