import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  countByStatus,
  countProblem,
  parseCarCount,
  shownCount,
  shrinkFloor,
  shrinkReason,
  shrinkRefusal,
} from '../../scripts/deploy/carCount.ts';
import { deployArgs } from '../../scripts/deploy/settings.ts';
import { withBudgets } from '../../scripts/lib/fleetReport.ts';

const count = (listed: number, sold = 0, shown = listed + sold) => ({ listed, sold, shown });

describe('a build’s car count', () => {
  it('splits the status facet into cars on sale and sold cars in the window', () => {
    expect(countByStatus({ in_stock: 30, coming_soon: 2, sold: 5 }, 36)).toEqual({ listed: 32, sold: 5, shown: 36 });
    expect(countByStatus({}, 0)).toEqual({ listed: 0, sold: 0, shown: 0 });
  });

  it('reads back whole counts only', () => {
    expect(parseCarCount({ listed: 3, sold: 1, shown: 4, maxRemovalPercent: 30 })).toEqual(count(3, 1));
    expect(parseCarCount({ listed: -1, sold: 0, shown: 0 })).toBeNull();
    expect(parseCarCount({ listed: 2.5, sold: 0, shown: 0 })).toBeNull();
    expect(parseCarCount('12')).toBeNull();
  });
});

describe('the shrink guard', () => {
  it('lets through (100 − maxRemovalPercent)% of the live count and refuses one car fewer', () => {
    expect(shrinkFloor(40, 30)).toBe(28);
    expect(shrinkReason(28, 40, 30)).toBeNull();
    expect(shrinkReason(27, 40, 30)).toBe('the build lists 27 cars, fewer than 70% of the 40 the live release lists');
    expect(shrinkReason(41, 40, 30)).toBeNull();
  });

  it('refuses an empty build with or without a live release', () => {
    expect(shrinkReason(0, 40, 30)).toBe('the build lists 0 cars (the live release lists 40)');
    expect(shrinkReason(0, null, 30)).toBe('the build lists 0 cars (no live release)');
    expect(shrinkReason(1, null, 30)).toBeNull();
  });

  it('names both counts and the way past it in one line; a build without a count is not judged', () => {
    expect(shrinkRefusal('hobart-toyota', count(20, 3), count(40, 2), 30)).toBe(
      'Refusing to deploy hobart-toyota: the build lists 20 cars, fewer than 70% of the 40 the live release lists; check the feed and the import, or deploy anyway with --allow-shrink.',
    );
    expect(shrinkRefusal('hobart-toyota', null, count(40), 30)).toBeNull();
    // A dealer allowing 60% removal accepts 16 of 40, not 15.
    expect(shrinkRefusal('hobart-toyota', count(16), count(40), 60)).toBeNull();
    expect(shrinkRefusal('hobart-toyota', count(15), count(40), 60)).toMatch(/fewer than 40% of the 40/);
  });

  it('--allow-shrink reaches the deploy settings', () => {
    expect(deployArgs(['--dealer=hobart-toyota', '--allow-shrink']).settings.allowShrink).toBe(true);
    expect(deployArgs(['--dealer=hobart-toyota']).settings.allowShrink).toBe(false);
  });
});

describe('the count pages show', () => {
  it('reads the home page and search page counts, with thousands separators', () => {
    expect(shownCount('<p class="lede">1,204 vehicles ready to view. Find yours</p>')).toBe(1204);
    expect(shownCount('<p class="hit-count"><strong>7</strong> vehicles found</p>')).toBe(7);
    expect(shownCount('<strong>1</strong> vehicle found')).toBe(1);
    // As React renders it on the built search page.
    expect(shownCount('<p class="hit-count"><strong>135</strong> <!-- -->vehicles<!-- --> found</p>')).toBe(135);
    expect(shownCount('<p>No count here</p>')).toBeNull();
  });

  it('reports a page whose count differs from the record, or that shows none', () => {
    const home = '<p>12 vehicles ready to view.</p>';
    expect(countProblem('home', '/', home, 12)).toBeNull();
    expect(countProblem('home', '/', home, 40)).toBe('home / shows 12 vehicles, the release recorded 40');
    expect(countProblem('search page', '/search/x/', '<p></p>', 3)).toBe(
      'search page /search/x/ shows no vehicle count (the release recorded 3)',
    );
    // Above 1999 the search page shows the stock count or a facet sum instead.
    expect(countProblem('search page', '/search/x/', '<strong>1,999</strong> vehicles found', 2400)).toBeNull();
    expect(countProblem('home', '/', '1,999 vehicles ready to view', 2400)).toMatch(/shows 1999 vehicles/);
  });
});

describe('the morning report’s car column', () => {
  const site = (listed: number) => {
    const out = mkdtempSync(join(tmpdir(), 'report-cars-'));
    mkdirSync(join(out, 'hobart-toyota'));
    writeFileSync(
      join(out, 'hobart-toyota', '.cars.json'),
      JSON.stringify({ listed, sold: 2, shown: listed + 2, maxRemovalPercent: 30 }),
    );
    return out;
  };
  const row = {
    slug: 'hobart-toyota',
    status: 'built',
    pages: 9,
    seconds: 1,
    bytes: 1,
    peakRssMb: 1,
    reason: '',
  } as const;

  it('records listed and sold cars and marks a shrunken or empty build suspect', () => {
    const now = new Date('2026-11-25T02:00:00Z');
    const [ok] = withBudgets([row], site(30), now, () => count(40));
    expect(ok).toMatchObject({ cars: { listed: 30, sold: 2, shown: 32 }, suspect: '' });
    const [half] = withBudgets([row], site(20), now, () => count(40));
    expect(half?.suspect).toBe('the build lists 20 cars, fewer than 70% of the 40 the live release lists');
    const [empty] = withBudgets([row], site(0), now, () => null);
    expect(empty?.suspect).toBe('the build lists 0 cars (no live release)');
  });
});
