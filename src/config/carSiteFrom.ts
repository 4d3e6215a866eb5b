import type { CarSite } from '../domain/carSite.ts';
import { reviewsShown } from '../domain/reviewsShown.ts';
import type { PublicSearchConfig } from '../domain/searchAccess.ts';
import type { Reviews } from './content/review.ts';
import type { DealerConfig } from './dealerSchema.ts';

type CredentialLocation = {
  id: number;
  dealer_license_number?: string | null | undefined;
  motor_vehicle_repairer?: string | null | undefined;
};

/** The car views' part of a dealer's config, with the search config, the lead API origin and the locations' licences. */
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
