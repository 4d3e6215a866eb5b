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
 * One formatter per zone and use, made once: building an Intl.DateTimeFormat loads ICU data and cost
 * more than the rest of a delivery's rendering together.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(use: 'offset' | 'wall', zone: string): Intl.DateTimeFormat {
  const key = `${use} ${zone}`;
  let made = formatters.get(key);
  if (!made) {
    made =
      use === 'offset'
        ? new Intl.DateTimeFormat('en-AU', { timeZone: zone, timeZoneName: 'longOffset' })
        : new Intl.DateTimeFormat('en-AU', {
            timeZone: zone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
          });
    formatters.set(key, made);
  }
  return made;
}

/** The zone's UTC offset at an instant, as ISO 8601 writes it: "+10:00", "+09:30". */
export function offsetAt(instant: Date, zone: string): string {
  const name = formatter('offset', zone)
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  return m ? `${m[1]}${m[2]}:${m[3] ?? '00'}` : '+00:00';
}

const minutesOf = (offset: string) =>
  (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));

/** The wall-clock parts of an instant in a zone. */
function wall(instant: Date, zone: string) {
  const parts = Object.fromEntries(
    formatter('wall', zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** An instant as ISO 8601 in the zone's local time with its offset: "2026-03-02T12:00:00+11:00". */
export const isoInZone = (instant: Date, zone: string) => `${wall(instant, zone)}${offsetAt(instant, zone)}`;

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
