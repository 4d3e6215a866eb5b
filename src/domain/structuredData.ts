/** schema.org structured data for pages other than cars: breadcrumbs and dealer locations. */

/** JSON for a <script type="application/ld+json"> body; '<' escaped so text cannot close the tag. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

export interface Crumb {
  label: string;
  href: string;
}

/** BreadcrumbList from Home through the crumbs to the current page, with absolute URLs. */
export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[], current: Crumb) {
  const trail = [{ label: 'Home', href: '/' }, ...crumbs, current];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href, origin).href,
    })),
  };
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface LocationFacts {
  name: string;
  pageUrl: string;
  phone: string;
  address: {
    street: string;
    city: string;
    state: string;
    postcode: string;
    lat: number;
    long: number;
    place_url?: string | undefined;
  };
  opening_hours: readonly { weekday: number; status: string; open?: string | undefined; close?: string | undefined }[];
  reviews?: { average_rating: number; count: number } | undefined;
  image?: string | null;
}

/** AutoDealer (a LocalBusiness) for one location: address, geo, phone, weekly hours and rating. */
export function locationJsonLd(location: LocationFacts) {
  const { address } = location;
  const open = location.opening_hours.filter((h) => h.status === 'Open' && h.open && h.close);
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: location.name,
    url: location.pageUrl,
    telephone: location.phone,
    ...(location.image ? { image: location.image } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state.toUpperCase(),
      postalCode: address.postcode,
      addressCountry: 'AU',
    },
    geo: { '@type': 'GeoCoordinates', latitude: address.lat, longitude: address.long },
    ...(address.place_url ? { hasMap: address.place_url } : {}),
    openingHoursSpecification: open.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAY_NAMES[h.weekday] ?? 'Monday'}`,
      opens: h.open,
      closes: h.close,
    })),
    ...(location.reviews && location.reviews.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: location.reviews.average_rating,
            reviewCount: location.reviews.count,
          },
        }
      : {}),
  };
}
