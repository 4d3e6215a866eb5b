import { describe, expect, it } from 'vitest';
import { headerItems } from '../../src/components/layout/headerItems.ts';
import { demoDealers } from '../support/demoDealers.ts';

describe('header menu of the toyota template (SPEC §2 Header)', () => {
  const toyota = demoDealers().filter((d) => d.config.template === 'toyota');

  it.each(toyota.map((d) => [d.config.slug, d] as const))(
    '%s: Pre-owned Vehicles leads to used cars only, with no new or demo stock under it',
    (_, dealer) => {
      const item = headerItems(dealer.config, dealer.models).find((i) => i.label === 'Pre-owned Vehicles');
      expect(item).toMatchObject({ href: '/search/used-cars/', children: [] });
    },
  );

  it('covers at least one dealer on the template', () => {
    expect(toyota.length).toBeGreaterThan(0);
  });
});
