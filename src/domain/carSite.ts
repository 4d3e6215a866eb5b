import type { Reviews } from '../config/content/review.ts';
import type { DealerConfig } from '../config/dealerSchema.ts';
import { reviewsShown } from './reviewsShown.ts';
import type { Flags } from '../config/templates.ts';
import type { WeeklyHours } from './weeklyHours.ts';
import type { PublicSearchConfig } from '../search/publicSearchConfig.ts';

/** What car views need from the dealer config: serialisable, so islands and scripts get it as JSON. */
export interface CarSite {
  name: string;
  origin: string;
  websiteId: number;
  phone: string;
  phonesByCarType: { new?: string | undefined; used?: string | undefined; demo?: string | undefined };
  address: DealerConfig['address'];
  dealerLicence: string;
  repairerNumber: string | null;
  /** Licence and repairer number of each location, by location id: a car's own dealership's show on it. */
  locationCredentials: Record<string, Credentials>;
  locale: string;
  currency: string;
  distanceUnit: 'km' | 'mile';
  openingHours: WeeklyHours;
  flags: Pick<Flags, 'vehicle' | 'routes' | 'finance' | 'forms' | 'tags'>;
  search: PublicSearchConfig;
  /** Origin of the lead API; '' means the site's own origin. */
  leadApiOrigin: string;
  /** Google rating to quote, only when the reviews rule allows it. */
  rating: { average: number; count: number } | null;
}

interface Credentials {
  licence: string | null;
  repairer: string | null;
}

type CredentialLocation = {
  id: number;
  dealer_license_number?: string | null | undefined;
  motor_vehicle_repairer?: string | null | undefined;
};

export function carSiteFrom(
  config: DealerConfig,
  reviews: Reviews | null,
  search: PublicSearchConfig,
  leadApiOrigin: string,
  locations: readonly CredentialLocation[] = [],
): CarSite {
  const { vehicle, routes, finance, forms, tags } = config.flags;
  return {
    name: config.name,
    origin: config.origin,
    websiteId: config.id,
    phone: config.phone,
    phonesByCarType: config.phonesByCarType,
    address: config.address,
    dealerLicence: config.dealerLicence,
    repairerNumber: config.repairerNumber,
    locationCredentials: Object.fromEntries(
      locations.map((l) => [
        String(l.id),
        { licence: l.dealer_license_number ?? null, repairer: l.motor_vehicle_repairer ?? null },
      ]),
    ),
    locale: config.locale,
    currency: config.currency,
    distanceUnit: config.distanceUnit,
    openingHours: config.openingHours,
    flags: { vehicle, routes, finance, forms, tags },
    search,
    leadApiOrigin,
    rating:
      reviews && reviewsShown(reviews, config.flags.content)
        ? { average: reviews.average_rating, count: reviews.review_count }
        : null,
  };
}

/**
 * The licence and repairer number a car is sold under: its own location's (a car of an ACT
 * dealership shows the ACT licence, issue 20 item 18), the site-wide ones when the location has none.
 */
export function carCredentials(car: { location_id: number }, site: CarSite): Credentials {
  const own = site.locationCredentials[String(car.location_id)];
  return {
    licence: own?.licence ?? site.dealerLicence,
    repairer: own ? own.repairer : site.repairerNumber,
  };
}
