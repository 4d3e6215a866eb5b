import { describe, expect, it } from 'vitest';
import { contactPagePlan } from '../../../src/domain/locations.ts';

const loc = (id: number, name: string, slug: string | undefined, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  slug,
  visible: true,
  primary: false,
  dealership_slug: 'sunny-toyota-main',
  location_type: 'sales',
  ...extra,
});

describe('contactPagePlan: /contact-us/ slugs from the name less Sales/Service/Parts (SPEC §2)', () => {
  it('Sales, Service and Parts of one name share one page, led by sales; old paths redirect to their block', () => {
    const sales = loc(1, 'Sunny Toyota Sales', 'sunny-toyota');
    const service = loc(2, 'Sunny Toyota Service', 'sunny-toyota-service', { location_type: 'service' });
    const parts = loc(3, 'Sunny Toyota Parts', 'sunny-toyota-parts', { location_type: 'parts' });
    const { pages, redirects } = contactPagePlan([service, sales, parts]);
    expect(pages.map((p) => [p.slug, p.main.id, p.others.map((o) => o.id)])).toEqual([['sunny-toyota', 1, [2, 3]]]);
    expect(redirects).toEqual([
      { from: 'sunny-toyota-service', to: 'sunny-toyota/#location-2' },
      { from: 'sunny-toyota-parts', to: 'sunny-toyota/#location-3' },
    ]);
  });

  it('a stored slug unlike the name moves to the name slug and the old path redirects to the page', () => {
    const { pages, redirects } = contactPagePlan([
      loc(7, 'Outback Moto & Caravans Osborne Park', 'outback-osborne-park', { primary: true }),
    ]);
    expect(pages.map((p) => p.slug)).toEqual(['outback-moto-caravans-osborne-park']);
    expect(redirects).toEqual([{ from: 'outback-osborne-park', to: 'outback-moto-caravans-osborne-park/' }]);
  });

  it('the primary location leads; hidden locations get no page; no slug, no redirect', () => {
    const { pages, redirects } = contactPagePlan([
      loc(1, 'Harbour Mazda Service', undefined, { location_type: 'service', primary: true }),
      loc(2, 'Harbour Mazda', undefined),
      loc(3, 'Harbour Buying Centre', 'harbour-buying', { visible: false }),
    ]);
    expect(pages.map((p) => [p.slug, p.main.id, p.others.map((o) => o.id)])).toEqual([['harbour-mazda', 1, [2]]]);
    expect(redirects).toEqual([]);
  });
});
