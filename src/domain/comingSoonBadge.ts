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
/** The last month of a season of the year as dealers write it: "Early 2026" ends with April. */
const PART_END: Readonly<Record<string, number>> = { early: 4, mid: 8, late: 12 };

/**
 * The last instant a coming-soon badge such as "Coming Late 2025" or "Opening March 2027" can still
 * be true (the end of that month, season or year, UTC); null when it names no year ("Coming soon").
 */
export function badgeLastDay(badge: string): Date | null {
  const words = badge.toLowerCase().split(/\s+/);
  const year = Number(words.find((word) => /^\d{4}$/.test(word)));
  if (!year) return null;
  const month = words.map((word) => MONTHS.indexOf(word) + 1).find((m) => m > 0);
  const part = words.map((word) => PART_END[word]).find((m) => m !== undefined);
  return new Date(Date.UTC(year, month ?? part ?? 12, 0, 23, 59, 59));
}

/** Whether the period a badge announces has passed at `now`: a location badged so is open or late. */
export function badgeHasPassed(badge: string, now: Date): boolean {
  const last = badgeLastDay(badge);
  return last !== null && last < now;
}
