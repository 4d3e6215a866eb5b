import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DEALERS = join(import.meta.dirname, '../../../dealers');
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const PART_END: Readonly<Record<string, number>> = { early: 4, mid: 8, late: 12 };

/** The last day a badge such as "Coming Late 2025" or "Opening March 2027" can still be true (UTC). */
function lastTrueDay(badge: string): Date | null {
  const words = badge.toLowerCase().split(/\s+/);
  const year = Number(words.find((word) => /^\d{4}$/.test(word)));
  if (!year) return null;
  const month = words.map((word) => MONTHS.indexOf(word) + 1).find((m) => m > 0);
  const part = words.map((word) => PART_END[word]).find((m) => m !== undefined);
  return new Date(Date.UTC(year, month ?? part ?? 12, 0, 23, 59, 59));
}

const badges = readdirSync(DEALERS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .flatMap((entry) => {
    const locations = JSON.parse(readFileSync(join(DEALERS, entry.name, 'locations.json'), 'utf8')) as {
      name: string;
      coming_soon_badge?: string;
    }[];
    return locations.flatMap((l) => (l.coming_soon_badge ? [{ dealer: entry.name, ...l }] : []));
  });

describe('coming-soon badges of the demo locations', () => {
  it('reads the end of a badge’s period', () => {
    expect(lastTrueDay('Coming Late 2025')?.toISOString()).toBe('2025-12-31T23:59:59.000Z');
    expect(lastTrueDay('Opening March 2027')?.toISOString()).toBe('2027-03-31T23:59:59.000Z');
    expect(lastTrueDay('Coming Early 2026')?.toISOString()).toBe('2026-04-30T23:59:59.000Z');
    expect(lastTrueDay('Coming soon')).toBeNull();
  });

  it('never announces an opening whose time has passed (a badge that does fails here first)', () => {
    expect(badges.map((b) => `${b.dealer}: ${b.name}`)).toContain('harbour-auto-group: Harbour Kia Mitchell');
    const now = new Date();
    const stale = badges.filter((b) => (lastTrueDay(b.coming_soon_badge ?? '') ?? now) < now);
    expect(stale.map((b) => `${b.dealer}: ${b.name}: ${b.coming_soon_badge}`)).toEqual([]);
  });
});
