import { describe, expect, it } from 'vitest';
import {
  locationCardColumns,
  locationPathTargets,
  shownLocations,
  slugOfLocation,
} from '../../../src/domain/locations.ts';
import { locationSlug } from '../../../src/domain/slug.ts';

const loc = (
  name: string,
  extra: Partial<{ slug: string; visible: boolean; dealership_slug: string; primary: boolean }> = {},
) => ({
  name,
  visible: true,
  dealership_slug: 'dealer-one',
  primary: false,
  ...extra,
});

describe('location slugs (SPEC §2)', () => {
  it('drops a trailing Sales, Service or Parts', () => {
    expect(locationSlug('Sunny Toyota Sales')).toBe('sunny-toyota');
    expect(locationSlug('Sunny Toyota Service')).toBe('sunny-toyota');
    expect(locationSlug('Sunny Toyota parts ')).toBe('sunny-toyota');
    expect(locationSlug('Harbour Auto Group Service Centre')).toBe('harbour-auto-group-service-centre');
    expect(locationSlug('Outback Moto & Caravans Osborne Park')).toBe('outback-moto-caravans-osborne-park');
  });

  it('prefers the location’s own slug', () => {
    expect(slugOfLocation({ name: 'Sunny Toyota Service', slug: 'sunny-toyota-service' })).toBe('sunny-toyota-service');
    expect(slugOfLocation({ name: 'Sunny Toyota Service' })).toBe('sunny-toyota');
  });
});

describe('shown locations (SPEC §4, §9)', () => {
  const list = [loc('Zeta Motors'), loc('Alpha Motors'), loc('Hidden Yard', { visible: false }), loc('Mid Motors')];
  it('hides visible: false and sorts by name', () => {
    expect(shownLocations(list, false).map((l) => l.name)).toEqual(['Alpha Motors', 'Mid Motors', 'Zeta Motors']);
  });
  it('keeps file order with a custom order', () => {
    expect(shownLocations(list, true).map((l) => l.name)).toEqual(['Zeta Motors', 'Alpha Motors', 'Mid Motors']);
  });
  it('card columns by count: fewer than 3, exactly 6, over 3', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(locationCardColumns)).toEqual([1, 2, 3, 4, 4, 3, 4]);
  });
  it('maps /locations/{slug or dealership_slug} to a location, the primary one for a dealership', () => {
    const targets = locationPathTargets([
      loc('Kia Service', { dealership_slug: 'kia', slug: 'kia-service' }),
      loc('Kia Sales', { dealership_slug: 'kia', slug: 'kia-sales', primary: true }),
      loc('Gone', { dealership_slug: 'gone', visible: false }),
    ]);
    expect([...targets.keys()].sort()).toEqual(['kia', 'kia-sales', 'kia-service']);
    expect(targets.get('kia')?.name).toBe('Kia Sales');
  });
});
