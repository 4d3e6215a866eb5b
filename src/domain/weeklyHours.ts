export type DayStatus = 'Open' | 'Closed' | 'By appointment only';

export interface DayHours {
  status: DayStatus;
  open?: string | undefined;
  close?: string | undefined;
}

export type WeekdayName = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export type WeeklyHours = Record<WeekdayName, DayHours>;

export interface HoursLine {
  days: string;
  hours: string;
}

const LABELS: Record<WeekdayName, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** "08:30" → "8:30am", "17:00" → "5pm" (SPEC §9 12-hour am/pm). */
export function twelveHour(clock: string): string {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  const suffix = h >= 12 ? 'pm' : 'am';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour}${suffix}` : `${hour}:${String(m).padStart(2, '0')}${suffix}`;
}

function describe(day: DayHours): string {
  if (day.status !== 'Open' || !day.open || !day.close) return day.status;
  return `${twelveHour(day.open)} – ${twelveHour(day.close)}`;
}

/** SPEC §9: Mon–Fri collapsed into one line when all five are equal; Saturday and Sunday separate. */
export function weeklyHoursLines(hours: WeeklyHours): HoursLine[] {
  const weekdays: WeekdayName[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
  const texts = weekdays.map((d) => describe(hours[d]));
  const lines: HoursLine[] = texts.every((t) => t === texts[0])
    ? [{ days: 'Monday – Friday', hours: texts[0]! }]
    : weekdays.map((d, i) => ({ days: LABELS[d], hours: texts[i]! }));
  lines.push(
    { days: LABELS.saturday, hours: describe(hours.saturday) },
    { days: LABELS.sunday, hours: describe(hours.sunday) },
  );
  return lines;
}
