import type { WeekdayName, WeeklyHours } from './weeklyHours.ts';

const WEEKDAYS: Record<string, WeekdayName> = {
  Mon: 'monday',
  Tue: 'tuesday',
  Wed: 'wednesday',
  Thu: 'thursday',
  Fri: 'friday',
  Sat: 'saturday',
  Sun: 'sunday',
};

/** Weekday and "HH:MM" wall-clock time of an instant in an IANA time zone. */
export function wallClock(instant: Date, timeZone: string): { day: WeekdayName; time: string } {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = WEEKDAYS[part('weekday')];
  if (!day) throw new Error(`Unexpected weekday "${part('weekday')}" for time zone ${timeZone}`);
  return { day, time: `${part('hour')}:${part('minute')}` };
}

/**
 * True when the instant falls inside the day's opening hours in the given time zone (SPEC §4:
 * Call Now shows only then). Opening is inclusive, closing exclusive; "By appointment only" is closed.
 */
export function isOpenAt(hours: WeeklyHours, instant: Date, timeZone: string): boolean {
  const { day, time } = wallClock(instant, timeZone);
  const today = hours[day];
  if (today.status !== 'Open' || !today.open || !today.close) return false;
  return time >= today.open && time < today.close;
}
