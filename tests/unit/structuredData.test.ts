import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, jsonLdText, locationJsonLd } from '../../src/domain/structuredData.ts';

describe('BreadcrumbList', () => {
  it('runs from Home through the crumbs to the page, positions from 1, absolute URLs', () => {
    const list = breadcrumbJsonLd('https://www.example.com.au', [{ label: 'Contact', href: '/contact' }], {
      label: 'Maroochydore',
      href: '/contact-us/maroochydore/',
    });
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com.au/' },
      { '@type': 'ListItem', position: 2, name: 'Contact', item: 'https://www.example.com.au/contact' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Maroochydore',
        item: 'https://www.example.com.au/contact-us/maroochydore/',
      },
    ]);
  });
});

describe('AutoDealer per location', () => {
  const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
    weekday === 0 ? { weekday, status: 'Closed' } : { weekday, status: 'Open', open: '08:30', close: '17:30' },
  );
  const data = locationJsonLd({
    name: 'Sunshine Toyota Maroochydore',
    pageUrl: 'https://www.example.com.au/contact-us/maroochydore/',
    phone: '07 5443 1234',
    address: {
      street: '142 Maroochydore Road',
      city: 'Maroochydore',
      state: 'qld',
      postcode: '4558',
      lat: -26.65,
      long: 153.08,
    },
    opening_hours: hours,
    reviews: { average_rating: 4.6, count: 1289 },
  });

  it('carries the address, geo, phone, open days only and the rating', () => {
    expect(data).toMatchObject({
      '@type': 'AutoDealer',
      telephone: '07 5443 1234',
      address: { addressRegion: 'QLD', postalCode: '4558', addressCountry: 'AU' },
      geo: { latitude: -26.65, longitude: 153.08 },
      aggregateRating: { ratingValue: 4.6, reviewCount: 1289 },
    });
    expect(data.openingHoursSpecification.map((h) => h.dayOfWeek)).not.toContain('https://schema.org/Sunday');
    expect(data.openingHoursSpecification).toHaveLength(6);
  });

  it('escapes < so dealer text cannot close the script tag', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
