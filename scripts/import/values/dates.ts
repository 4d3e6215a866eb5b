const pad = (n: number) => String(n).padStart(2, '0');

function realDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A calendar day as `yyyy-mm-dd` from the Australian `dd/mm/yyyy` (also `d/m/yyyy`, `dd-mm-yyyy`,
 * `dd.mm.yyyy`), ISO `yyyy-mm-dd` or an ISO date-time (its date part). Never read as mm/dd.
 */
export function parseDay(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const au = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (au) return realDay(Number(au[3]), Number(au[2]), Number(au[1]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (iso) return realDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return undefined;
}

/** A month as `yyyy-mm` from `mm/yyyy`, `yyyy-mm`, or any day `parseDay` reads. */
export function parseMonth(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const au = /^(\d{1,2})[/.-](\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})$/.exec(text);
  const [year, month] = au ? [Number(au[2]), Number(au[1])] : iso ? [Number(iso[1]), Number(iso[2])] : [0, 0];
  if (year > 0) return month >= 1 && month <= 12 ? `${year}-${pad(month)}` : undefined;
  return parseDay(text)?.slice(0, 7);
}

/**
 * A moment in Unix seconds: an ISO date-time with its zone as written, or a day `parseDay` reads,
 * taken as midnight UTC (an hour or so either way does not change an 8-day New Arrival window).
 */
export function parseTimestamp(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.floor(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const ms = Date.parse(text.replace(' ', 'T'));
    return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
  }
  const day = parseDay(text);
  return day === undefined ? undefined : Date.parse(`${day}T00:00:00Z`) / 1000;
}
