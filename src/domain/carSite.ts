import type { CarFlags } from './flags.ts';
import type { WeeklyHours } from './weeklyHours.ts';
import type { PublicSearchConfig } from './searchAccess.ts';

/**
 * What car views need from the dealer config: serialisable, so islands and scripts get it as JSON.
 * Built from the config by src/config/carSiteFrom.ts.
 */
export interface CarSite {
  name: string;
  origin: string;
  websiteId: number;
  phone: string;
  phonesByCarType: { new?: string | undefined; used?: string | undefined; demo?: string | undefined };
  address: { street: string; city: string; state: string; postcode: string };
  dealerLicence: string;
  repairerNumber: string | null;
  /** Licence and repairer number of each location, by location id: a car's own dealership's show on it. */
  locationCredentials: Record<string, Credentials>;
  locale: string;
  currency: string;
  distanceUnit: 'km' | 'mile';
  openingHours: WeeklyHours;
  flags: CarFlags;
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

/**
 * The licence and repairer number a car is sold under: its own location's (a car of an ACT
 * dealership shows the ACT licence), the site-wide ones when the location has none.
 */
export function carCredentials(car: { location_id: number }, site: CarSite): Credentials {
  const own = site.locationCredentials[String(car.location_id)];
  return {
    licence: own?.licence ?? site.dealerLicence,
    repairer: own ? own.repairer : site.repairerNumber,
  };
}
