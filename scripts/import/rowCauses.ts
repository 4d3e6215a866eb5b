const ROW_LINE = /^row (\d+) ([\w.]+): (.*)$/s;
const KEPT = / \(car .+ kept from the last good import\)$/;
const SHOWN_ROWS = 5;

interface Cause {
  first: string;
  field: string;
  message: string;
  rows: number[];
  kept: number;
}

/**
 * An import's row problems, one line per cause: a problem on one row stays as it was
 * (`row 17 status: "Wholesale" is not mapped; add it under feed.values.status`); the same problem on
 * several rows (same field, same words) becomes one line with the count and the first rows, such as
 * `218 rows (1, 2, 3, 4, 5, …) dealership_id: required: …; 12 of those cars kept from the last good import`.
 * Lines come in the order their cause first appeared; a line that names no row stays as it is.
 */
export function oneLinePerCause(errors: readonly string[]): string[] {
  const causes = new Map<string, Cause | string>();
  for (const line of errors.flatMap((error) => error.split('\n'))) {
    const match = ROW_LINE.exec(line);
    if (match === null) {
      causes.set(`\0${causes.size}`, line);
      continue;
    }
    const kept = KEPT.test(match[3]!);
    const message = match[3]!.replace(KEPT, '');
    const key = `${match[2]!}\0${message}`;
    const cause = causes.get(key);
    if (cause === undefined || typeof cause === 'string') {
      causes.set(key, { first: line, field: match[2]!, message, rows: [Number(match[1])], kept: kept ? 1 : 0 });
    } else {
      cause.rows.push(Number(match[1]));
      if (kept) cause.kept++;
    }
  }
  return [...causes.values()].map((cause) => {
    if (typeof cause === 'string') return cause;
    if (cause.rows.length === 1) return cause.first;
    const shown = cause.rows.slice(0, SHOWN_ROWS).join(', ');
    const more = cause.rows.length > SHOWN_ROWS ? ', …' : '';
    const kept = cause.kept > 0 ? `; ${cause.kept} of those cars kept from the last good import` : '';
    return `${cause.rows.length} rows (${shown}${more}) ${cause.field}: ${cause.message}${kept}`;
  });
}
