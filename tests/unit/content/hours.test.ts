import { describe, expect, it } from 'vitest';
import {
  dateInZone,
  holidayDateText,
  locationHoursLines,
  upcomingSpecialHours,
} from '../../../src/domain/locationHours.ts';
import type { OpeningHourEntry } from '../../../src/domain/locationHours.ts';

const week = (over: Partial<Record<number, OpeningHourEntry>> = {}): OpeningHourEntry[] =>
  [0, 1, 2, 3, 4, 5, 6].map(
    (weekday) =>
      over[weekday] ??
      (weekday === 0
        ? { weekday, status: 'Closed' }
        : weekday === 6
          ? { weekday, status: 'Open', open: '08:00', close: '12:30' }
          : { weekday, status: 'Open', open: '08:30', close: '17:00' }),
  );

describe('location opening hours (SPEC §9)', () => {
  it('collapses Monday to Friday when all five are equal, Saturday and Sunday separate, 12-hour am/pm', () => {
    expect(locationHoursLines(week())).toEqual([
      { days: 'Monday – Friday', hours: '8:30am – 5pm' },
      { days: 'Saturday', hours: '8am – 12:30pm' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
  });

  it('lists each weekday when one differs, and shows By appointment only', () => {
    const lines = locationHoursLines(
      week({
        4: { weekday: 4, status: 'Open', open: '08:30', close: '20:00' },
        0: { weekday: 0, status: 'By appointment only' },
      }),
    );
    expect(lines.map((l) => l.days)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(lines[3]).toEqual({ days: 'Thursday', hours: '8:30am – 8pm' });
    expect(lines[6]).toEqual({ days: 'Sunday', hours: 'By appointment only' });
  });

  it('treats a missing weekday as Closed and noon/midnight as 12pm/12am', () => {
    const lines = locationHoursLines([{ weekday: 6, status: 'Open', open: '00:00', close: '12:00' }]);
    expect(lines).toContainEqual({ days: 'Monday – Friday', hours: 'Closed' });
    expect(lines).toContainEqual({ days: 'Saturday', hours: '12am – 12pm' });
  });
});

describe('holiday hours (SPEC §9)', () => {
  const special = [
    { status: 'Closed' as const, date: '2026-12-25', label: 'Christmas Day' },
    { status: 'Open' as const, date: '2026-12-24', start_hour: '08:00', end_hour: '13:00', label: 'Christmas Eve' },
    { status: 'Closed' as const, date: '2026-12-20' },
    { status: 'Closed' as const, date: '2027-01-26', label: 'Australia Day' },
  ];

  it('dates are day/month/year, or Today', () => {
    expect(holidayDateText('2026-12-25', '2026-12-01')).toBe('25/12/2026');
    expect(holidayDateText('2026-12-25', '2026-12-25')).toBe('Today');
  });

  it('keeps upcoming days only, sorted, within the window', () => {
    expect(upcomingSpecialHours(special, '2026-12-24', 7)).toEqual([
      { date: '2026-12-24', dateText: 'Today', label: 'Christmas Eve', hours: '8am – 1pm' },
      { date: '2026-12-25', dateText: '25/12/2026', label: 'Christmas Day', hours: 'Closed' },
    ]);
    expect(upcomingSpecialHours(special, '2026-12-21').map((s) => s.date)).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2027-01-26',
    ]);
  });

  it('reads the calendar date in the dealer time zone', () => {
    const instant = new Date('2026-12-24T15:30:00Z');
    expect(dateInZone(instant, 'Australia/Brisbane')).toBe('2026-12-25');
    expect(dateInZone(instant, 'Australia/Perth')).toBe('2026-12-24');
  });
});
