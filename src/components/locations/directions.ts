import type { Location } from '../../config/content/location.ts';
import { contactSlugOf } from '../../domain/locations.ts';

/** Get Directions: a maps route to the location's coordinates. */
export const directionsHref = (l: Location) =>
  `https://www.google.com/maps/dir/?api=1&destination=${String(l.address.lat)},${String(l.address.long)}`;

/** View Location: the location's contact page (SPEC §2 /contact-us/{location slug}). */
export const locationHref = (l: Location) => `/contact-us/${contactSlugOf(l)}`;
