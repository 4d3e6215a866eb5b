/**
 * Times where the dealership is. Each Australian state's zone (Queensland AEST all year; NSW, VIC,
 * TAS and the ACT with daylight saving; SA +9:30 with daylight saving; NT +9:30 all year; WA +8),
 * unless a location names its own zone.
 */
const STATE_ZONES: Record<string, string> = {
  QLD: 'Australia/Brisbane',
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
};

/** The zone of an Australian state or territory (any case); undefined for anything else. */
export const zoneOfState = (state: string | undefined): string | undefined =>
  state === undefined ? undefined : STATE_ZONES[state.trim().toUpperCase()];

/**
 * One offset formatter per zone, made once: building an Intl.DateTimeFormat loads ICU data and cost
 * more than the rest of a delivery's rendering together.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function offsetFormatter(zone: string): Intl.DateTimeFormat {
  let made = formatters.get(zone);
  if (!made) {
    made = new Intl.DateTimeFormat('en-AU', { timeZone: zone, timeZoneName: 'longOffset' });
    formatters.set(zone, made);
  }
  return made;
}

/** The zone's UTC offset at an instant, as ISO 8601 writes it: "+10:00", "+09:30". */
export function offsetAt(instant: Date, zone: string): string {
  const name = offsetFormatter(zone)
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  return m ? `${m[1]}${m[2]}:${m[3] ?? '00'}` : '+00:00';
}

const minutesOf = (offset: string) =>
  (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));

/**
 * An instant as ISO 8601 in the zone's local time with its offset: "2026-03-02T12:00:00+11:00". The
 * wall clock is the instant moved by the offset (that is what an offset is), so ICU is asked once.
 */
export function isoInZone(instant: Date, zone: string): string {
  const offset = offsetAt(instant, zone);
  const wall = new Date(Math.floor(instant.getTime() / 1000) * 1000 + minutesOf(offset) * 60_000);
  return `${wall.toISOString().slice(0, 19)}${offset}`;
}

/**
 * A wall-clock time the shopper chose at the dealership ("2026-01-15T10:30") as ISO 8601 with the
 * zone's offset on that day; null when the text is not such a time.
 */
export function wallTimeInZone(value: string, zone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const asUtc = new Date(`${value}:00Z`);
  if (Number.isNaN(asUtc.getTime())) return null;
  // The offset an hour either side of a change can differ: take the one that maps back to this wall time.
  const first = offsetAt(new Date(asUtc.getTime() - minutesOf(offsetAt(asUtc, zone)) * 60_000), zone);
  return `${value}:00${first}`;
}

const DAY = new Intl.DateTimeFormat('en-AU', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Wed 4 Mar 2026, 10:30 (+11:00)": an ISO time with offset as the dealer reads it. */
export function readableLocal(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):\d{2}([+-]\d{2}:\d{2})$/.exec(iso);
  if (!m) return '';
  const day = DAY.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
  return `${day.replace(/,/g, '')}, ${m[4]}:${m[5]} (${m[6]})`;
}
