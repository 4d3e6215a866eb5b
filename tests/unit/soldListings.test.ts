import { describe, expect, it } from 'vitest';
import { soldListingSweeps } from '../../src/search/soldListings.ts';
import { baseFilter } from '../../src/search/baseFilter.ts';

const NOW = 1_800_000_000;
const DAY = 86_400;

describe('the sweeps that end sold listings', () => {
  it('marks sold cars sold before the window, per dealer window, never the already marked', () => {
    expect(
      soldListingSweeps(
        [
          { dealershipSlugs: ['hobart', 'launceston'], days: 3 },
          { dealershipSlugs: ['sunshine'], days: 14 },
        ],
        NOW,
      ),
    ).toEqual([
      {
        soldBefore: NOW - 3 * DAY,
        filter: `dealership_slug IN ["hobart", "launceston"] AND status = "sold" AND sold_date_timestamp < ${NOW - 3 * DAY} AND NOT sold_listing_ended = true`,
      },
      {
        soldBefore: NOW - 14 * DAY,
        filter: `dealership_slug IN ["sunshine"] AND status = "sold" AND sold_date_timestamp < ${NOW - 14 * DAY} AND NOT sold_listing_ended = true`,
      },
    ]);
  });

  it('gives a dealership two dealers list the longer of their windows', () => {
    const sweeps = soldListingSweeps(
      [
        { dealershipSlugs: ['shared', 'north'], days: 3 },
        { dealershipSlugs: ['shared'], days: 30 },
      ],
      NOW,
    );
    expect(sweeps.map((s) => [s.soldBefore, s.filter.slice(0, s.filter.indexOf(']') + 1)])).toEqual([
      [NOW - 3 * DAY, 'dealership_slug IN ["north"]'],
      [NOW - 30 * DAY, 'dealership_slug IN ["shared"]'],
    ]);
  });

  it('plans nothing for no dealers', () => {
    expect(soldListingSweeps([], NOW)).toEqual([]);
  });
});

describe("the public token's base filter", () => {
  it('leaves out sold cars whose listing ended, whatever the cutoff it was minted with', () => {
    const filter = baseFilter({
      dealershipSlugs: ['sunshine'],
      search: { usedOnly: false, inStockOnly: false, minPhotos: 0, includeSoldCarsDays: 3, itemTypes: ['car'] },
      nowSeconds: NOW,
    });
    expect(filter).toBe(
      `dealership_slug IN ["sunshine"] AND show_on_dealer_website = true AND (status IN ["in_stock", "coming_soon"] OR (status = "sold" AND sold_date_timestamp >= ${NOW - 3 * DAY} AND NOT sold_listing_ended = true)) AND item_type IN ["car"]`,
    );
  });
});
