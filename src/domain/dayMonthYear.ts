/**
 * The one date format shoppers read (SPEC §9: dates day/month/year): `2027-02-20` → `20/02/2027`, a
 * month `2025-02` → `02/2025`, a Date → its UTC day. Text that is not such a date is shown as it
 * came, rather than guessed at.
 */
export function dayMonthYear(value: string | Date): string {
  if (value instanceof Date) return dayMonthYear(value.toISOString().slice(0, 10));
  const day = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(value);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  return month ? `${month[2]}/${month[1]}` : value;
}
