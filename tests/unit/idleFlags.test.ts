import { describe, expect, it } from 'vitest';
import { idleFlagNotes } from '../../scripts/lib/idleFlags.ts';
import { demoDealer } from './import/support.ts';

describe('npm run check-dealers on flags that do nothing', () => {
  const hobart = demoDealer('hobart-toyota');
  const withSearch = (search: Partial<typeof hobart.config.flags.search>) => ({
    ...hobart,
    config: {
      ...hobart.config,
      flags: { ...hobart.config.flags, search: { ...hobart.config.flags.search, ...search } },
    },
  });

  it("says in one line that Hobart's 5-day sold window has no effect on an in-stock-only site", () => {
    expect(hobart.config.flags.search).toMatchObject({ inStockOnly: true, includeSoldCarsDays: 5 });
    expect(idleFlagNotes(hobart)).toEqual([
      'NOTE dealer "hobart-toyota": flags.search.includeSoldCarsDays is 5 but flags.search.inStockOnly shows ' +
        'in-stock cars only, so no sold car is ever listed; set inStockOnly to false to show sold cars for 5 days, ' +
        'or drop includeSoldCarsDays',
    ]);
  });

  it('says nothing when the window is shown or left at the 3-day default', () => {
    expect(idleFlagNotes(withSearch({ inStockOnly: false }))).toEqual([]);
    expect(idleFlagNotes(withSearch({ includeSoldCarsDays: 3 }))).toEqual([]);
  });
});
