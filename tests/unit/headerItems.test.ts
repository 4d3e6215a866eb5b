import { describe, expect, it } from 'vitest';
import { headerItems } from '../../src/components/layout/headerItems.ts';
import { demoDealers } from '../support/demoDealers.ts';

describe('header menu of the toyota template (SPEC §2 Header)', () => {
  const toyota = demoDealers().filter((d) => d.config.template === 'toyota');

  it.each(toyota.map((d) => [d.config.slug, d] as const))(
    '%s: Pre-owned Vehicles is a dropdown of used stock (SPEC §2), with no new or demo stock under it',
    (_, dealer) => {
      const items = headerItems(dealer.config, dealer.models);
      const item = items.find((i) => i.label === 'Pre-owned Vehicles');
      // Sell My Car follows the deployment's sell-my-car route, as the top-level Sell My Car link does.
      const sellHref = items.find((i) => i.label === 'Sell My Car')?.href;
      expect(sellHref).toMatch(/^(\/sell-my-car|https:\/\/www\.[a-z.-]+\/sellmycar)$/);
      expect(item).toEqual({
        label: 'Pre-owned Vehicles',
        models: false,
        href: '/search/used-cars/',
        children: [
          { label: 'Sell My Car', href: sellHref },
          { label: 'Trade-in Valuation', href: '/trade-in' },
        ],
      });
    },
  );

  it('covers at least one dealer on the template', () => {
    expect(toyota.length).toBeGreaterThan(0);
  });
});
