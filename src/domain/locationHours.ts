import {
  twelveHour,
  weeklyHoursLines,
  type DayStatus,
  type HoursLine,
  type WeekdayName,
  type WeeklyHours,
} from './weeklyHours.ts';

export interface OpeningHourEntry {
  weekday: number;
  status: DayStatus;
  open?: string | undefined;
  close?: string | undefined;
}

export interface SpecialHoursEntry {
  status: 'Open' | 'Closed';
  date: string;
  start_hour?: string | undefined;
  end_hour?: string | undefined;
  label?: string | undefined;
}

export interface SpecialHoursLine {
  date: string;
  dateText: string;
  label: string;
  hours: string;
}

const BY_INDEX: WeekdayName[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** SPEC §3 Opening hour entries (weekday 0 Sunday … 6 Saturday) as the collapsed lines of §9; a missing day is Closed. */
export function locationHoursLines(entries: readonly OpeningHourEntry[]): HoursLine[] {
  const week = Object.fromEntries(BY_INDEX.map((name) => [name, { status: 'Closed' }])) as WeeklyHours;
  for (const entry of entries) {
    const name = BY_INDEX[entry.weekday];
    if (name) week[name] = { status: entry.status, open: entry.open, close: entry.close };
  }
  return weeklyHoursLines(week);
}

/** "2026-12-25" → "25/12/2026", or "Today" on that date (SPEC §9 dates day/month/year or Today). */
export function holidayDateText(date: string, today: string): string {
  if (date === today) return 'Today';
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

const addDays = (date: string, days: number) => {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
};

/**
 * Special (holiday) hours from `today` on, sorted by date; `days` limits them to that many days
 * ahead (SPEC §9 holiday hours for a few upcoming days). `today` is YYYY-MM-DD in the dealer's zone.
 */
export function upcomingSpecialHours(
  entries: readonly SpecialHoursEntry[],
  today: string,
  days = Number.POSITIVE_INFINITY,
): SpecialHoursLine[] {
  const end = Number.isFinite(days) ? addDays(today, days) : '9999-12-31';
  return entries
    .filter((e) => e.date >= today && e.date < end)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((e) => ({
      date: e.date,
      dateText: holidayDateText(e.date, today),
      label: e.label ?? '',
      hours:
        e.status === 'Open' && e.start_hour && e.end_hour
          ? `${twelveHour(e.start_hour)} – ${twelveHour(e.end_hour)}`
          : 'Closed',
    }));
}

/** The calendar date (YYYY-MM-DD) of an instant in an IANA time zone. */
export function dateInZone(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}
