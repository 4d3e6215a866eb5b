import { describe, expect, it } from 'vitest';
import { BranchRouter, groupByLocation, Unclaimed, type GroupMember } from '../../../scripts/import/feedGroups.ts';

const member = (
  slug: string,
  words: Record<string, string>,
  locationIds: number[],
  dealershipIds = [1],
): GroupMember => ({
  slug,
  mapping: { columns: { location_id: 'Branch' }, separator: '|', values: { location_id: words } },
  dealershipIds,
  locationIds,
});
const north = member('north-motors', { 'Broadmeadow Yard': '1021', 'Gosford Yard': '1022' }, [1021, 1022], [1201]);
const south = member('south-motors', { 'Hobart Yard': '1061' }, [1061], [1601]);

describe('one export for many dealers', () => {
  it('groups dealers by the location their feed names, in the order given', () => {
    const dealers = [
      { slug: 'a', location: '/fleet/dealers/_feeds/group.csv' },
      { slug: 'b', location: 'https://dms.example.com/a.csv' },
      { slug: 'c', location: '/fleet/dealers/_feeds/group.csv' },
    ];
    expect(groupByLocation(dealers).map((g) => g.map((d) => d.slug))).toEqual([['a', 'c'], ['b']]);
  });

  it('routes a row by its branch word through each dealer value map, any case, or by the id itself', () => {
    const router = new BranchRouter([north, south]);
    expect(router.problems).toEqual([]);
    expect(router.route({ Branch: ' gosford YARD ' })).toEqual({ slug: 'north-motors', branch: 'gosford yard' });
    expect(router.route({ Branch: 'Hobart Yard' }).slug).toBe('south-motors');
    expect(router.route({ Branch: '1061' }).slug).toBe('south-motors');
    expect(router.route({ Branch: 'Launceston Yard' })).toEqual({ slug: null, branch: 'Launceston Yard' });
    expect(router.route({ Branch: '' })).toEqual({ slug: null, branch: '' });
  });

  it('does not let a dealer claim a branch whose meaning is not its own location', () => {
    const greedy = member('greedy-motors', { 'Hobart Yard': '1061', 'Own Yard': '2001' }, [2001], [2000]);
    const router = new BranchRouter([south, greedy]);
    expect(router.problems).toEqual([]);
    expect(router.route({ Branch: 'Hobart Yard' }).slug).toBe('south-motors');
  });

  it('names a branch two dealers claim and a dealer that claims none, one line each', () => {
    const twin = member('twin-motors', { 'Hobart Yard': '1061' }, [1061], [1602]);
    const none = member('none-motors', {}, [], []);
    expect(new BranchRouter([south, twin, none]).problems).toEqual([
      'twin-motors: the branch "Hobart Yard" is also claimed by south-motors; its rows go to south-motors',
      'twin-motors: the branch "1061" is also claimed by south-motors; its rows go to south-motors',
      'none-motors: shares its feed with other dealers but claims no branch: map its store names under feed.values.location_id',
    ]);
  });

  it('counts rows no dealer claims in one line per file, most frequent branches first', () => {
    const unclaimed = new Unclaimed();
    expect(unclaimed.line('group.csv')).toBeNull();
    for (const branch of ['Launceston Yard', 'Launceston Yard', '', 'A', 'B', 'C', 'D']) unclaimed.add(branch);
    expect(unclaimed.line('group.csv')).toBe(
      'group.csv: 7 rows no dealer of this feed claims (branch "Launceston Yard" ×2, "(blank)" ×1, "A" ×1, "B" ×1, "C" ×1, 1 more)',
    );
  });
});
