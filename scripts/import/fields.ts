import * as v from 'valibot';
import { expectedFound, MISSING_VALUE, shownValue } from '../../src/config/expectedFound.ts';
import { commentText } from './values/comments.ts';
import { parseMoney } from './values/money.ts';
import { parseDay, parseMonth, parseTimestamp } from './values/dates.ts';
import { upgradeHttp } from './values/photos.ts';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A field check: valibot schema whose one issue message is `expected …, found …`. */
function field<T>(expected: string, convert: (value: unknown) => T | undefined, optional: boolean, fallback: T) {
  return v.pipe(
    v.unknown(),
    v.rawTransform<unknown, T>(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value;
      if (isBlank(value)) {
        if (optional) return fallback;
        addIssue({ message: MISSING_VALUE });
        return NEVER;
      }
      const converted = convert(value);
      if (converted === undefined) {
        addIssue({ message: expectedFound(expected, shownValue(value)) });
        return NEVER;
      }
      return converted;
    }),
  );
}

const toNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\s*-?\d+(\.\d+)?\s*$/.test(value.replace(/,/g, ''))) return undefined;
  return Number(value.replace(/,/g, ''));
};

export const text = (optional = false) =>
  field<string>(
    'text',
    (x) => (typeof x === 'string' ? x.trim() : typeof x === 'number' ? String(x) : undefined),
    optional,
    '',
  );

export const optionalText = () =>
  field<string | null>(
    'text',
    (x) => (typeof x === 'string' ? x.trim() : typeof x === 'number' ? String(x) : undefined),
    true,
    null,
  );

interface NumberOptions {
  optional?: boolean;
  integer?: boolean;
  /** Reads the exports' own forms (`$42,990`, `12,000 km`); `expected` then names them. */
  parse?: (value: unknown) => number | undefined;
  expected?: string;
}

/** A number (whole when `integer`): "abc" reads "expected a number", 1850 "expected a number from 1900 to 2100". */
export function number(min: number, max: number, options: NumberOptions = {}) {
  const what = options.expected ?? (options.integer ? 'a whole number' : 'a number');
  const parse = options.parse ?? toNumber;
  return v.pipe(
    v.unknown(),
    v.rawTransform<unknown, number>(({ dataset, addIssue, NEVER }) => {
      if (isBlank(dataset.value)) {
        if (options.optional) return 0;
        addIssue({ message: MISSING_VALUE });
        return NEVER;
      }
      const n = parse(dataset.value);
      if (n === undefined || (options.integer && !Number.isInteger(n))) {
        addIssue({ message: expectedFound(what, shownValue(dataset.value)) });
        return NEVER;
      }
      if (n < min || n > max) {
        addIssue({ message: expectedFound(`${what} from ${min} to ${max}`, shownValue(dataset.value)) });
        return NEVER;
      }
      return n;
    }),
  );
}

export const nullableNumber = (integer = false) =>
  field<number | null>(
    integer ? 'a whole number' : 'a number',
    (x) => {
      const n = toNumber(x);
      return n !== undefined && (!integer || Number.isInteger(n)) && n >= 0 ? n : undefined;
    },
    true,
    null,
  );

export function oneOf<const T extends string>(values: readonly T[], optional = false, fallback?: T) {
  const byLower = new Map(values.map((x) => [x.toLowerCase(), x]));
  return field<T>(
    `one of ${values.join(', ')}`,
    (x) => (typeof x === 'string' ? byLower.get(x.trim().toLowerCase()) : undefined),
    optional,
    fallback ?? values[0]!,
  );
}

export const nullableOneOf = <const T extends string>(values: readonly T[]) => {
  const byLower = new Map(values.map((x) => [x.toLowerCase(), x]));
  return field<T | null>(
    `one of ${values.join(', ')}`,
    (x) => (typeof x === 'string' ? byLower.get(x.trim().toLowerCase()) : undefined),
    true,
    null,
  );
};

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);
export const flag = (fallback: boolean) =>
  field<boolean>(
    'true or false',
    (x) => {
      if (typeof x === 'boolean') return x;
      const s = String(x).trim().toLowerCase();
      return TRUE.has(s) ? true : FALSE.has(s) ? false : undefined;
    },
    true,
    fallback,
  );

export const pattern = (expected: string, re: RegExp, optional = false) =>
  field<string | null>(
    expected,
    (x) => (typeof x === 'string' && re.test(x.trim()) ? x.trim() : undefined),
    optional,
    null,
  );

/** A list (multi-value column already split, or a JSON array) of web URLs; `http://` ones are upgraded to https. */
export const httpsUrls = () =>
  v.pipe(
    v.unknown(),
    v.rawTransform<unknown, string[]>(({ dataset, addIssue, NEVER }) => {
      const list = isBlank(dataset.value)
        ? []
        : Array.isArray(dataset.value)
          ? (dataset.value as unknown[])
          : [dataset.value];
      for (const item of list) {
        let url: URL | null;
        try {
          url = typeof item === 'string' ? new URL(item) : null;
        } catch {
          url = null;
        }
        if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
          addIssue({ message: expectedFound('a web address like https://…', shownValue(item)) });
          return NEVER;
        }
      }
      return (list as string[]).map(upgradeHttp);
    }),
  );

export const textList = () =>
  v.pipe(
    v.unknown(),
    v.rawTransform<unknown, string[]>(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value;
      if (isBlank(value)) return [];
      const list = Array.isArray(value) ? (value as unknown[]) : [value];
      if (!list.every((x) => typeof x === 'string')) {
        addIssue({ message: expectedFound('a list of text', shownValue(value)) });
        return NEVER;
      }
      return list.map((x) => x.trim()).filter((x) => x !== '');
    }),
  );

/** A money amount that may be missing (`$45,990`, `POA` and 0 read as none). */
export const nullableMoney = () =>
  field<number | null>(
    'a price like $42,990',
    (x) => {
      const n = parseMoney(x);
      return n === undefined ? undefined : n === 0 ? null : n;
    },
    true,
    null,
  );

/** A day as `yyyy-mm-dd`, read from `31/05/2026` or `2026-05-31`. */
export const day = () => field<string | null>('a date like 31/05/2026 or 2026-05-31', parseDay, true, null);

/** A month as `yyyy-mm`, read from `03/2024`, `2024-03` or a day. */
export const month = () => field<string | null>('a month like 03/2024 or 2024-03', parseMonth, true, null);

/** A moment in Unix seconds, read from a day or an ISO date-time. */
export const timestamp = () => field<number | null>('a date like 20/11/2026 or 2026-11-20', parseTimestamp, true, null);

/** Dealer comments: `|` paragraphs; HTML becomes paragraphs and list items, never literal tags. */
export const comment = () =>
  field<string>(
    'text',
    (x) => (typeof x === 'string' ? commentText(x) : typeof x === 'number' ? String(x) : undefined),
    true,
    '',
  );
