import { describe, expect, it } from 'vitest';
import { badgeHasPassed, badgeLastDay } from '../../../src/domain/comingSoonBadge.ts';
import { staleBadgeNotes } from '../../../scripts/lib/staleBadges.ts';
import { demoDealer } from '../import/support.ts';

describe('coming-soon badges of locations', () => {
  it('reads the end of a badge’s period', () => {
    expect(badgeLastDay('Coming Late 2025')?.toISOString()).toBe('2025-12-31T23:59:59.000Z');
    expect(badgeLastDay('Opening March 2027')?.toISOString()).toBe('2027-03-31T23:59:59.000Z');
    expect(badgeLastDay('Coming Early 2026')?.toISOString()).toBe('2026-04-30T23:59:59.000Z');
    expect(badgeLastDay('Coming soon')).toBeNull();
  });

  it('has passed once the period is over, never for a badge without a year', () => {
    expect(badgeHasPassed('Coming Late 2025', new Date('2025-12-31T12:00:00Z'))).toBe(false);
    expect(badgeHasPassed('Coming Late 2025', new Date('2026-11-28T00:00:00Z'))).toBe(true);
    expect(badgeHasPassed('Coming soon', new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('check-dealers names a location whose badge has passed, and is quiet before', () => {
    const harbour = demoDealer('harbour-auto-group');
    const mitchell = harbour.locations.find((l) => l.name === 'Harbour Kia Mitchell');
    expect(mitchell?.coming_soon_badge).toBe('Opening March 2027');
    expect(staleBadgeNotes(harbour, new Date('2026-11-28T00:00:00Z'))).toEqual([]);
    expect(staleBadgeNotes(harbour, new Date('2027-04-01T00:00:00Z'))).toEqual([
      'NOTE dealer "harbour-auto-group": locations.json "Harbour Kia Mitchell": coming_soon_badge "Opening March 2027" has passed; update it or remove it',
    ]);
    const stale = {
      ...harbour,
      locations: harbour.locations.map((l) => (l === mitchell ? { ...l, coming_soon_badge: 'Coming Late 2025' } : l)),
    };
    expect(staleBadgeNotes(stale, new Date('2026-11-28T00:00:00Z'))).toHaveLength(1);
  });
});
