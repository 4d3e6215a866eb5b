/**
 * The characters our own Inter subset carries: the text of nearly every page (ASCII,
 * Latin-1 and the punctuation dealers' copy uses), at the weights the styles use (400 to 700).
 * 28 KB against the 48 KB of the full Latin file, which stays declared underneath for any other
 * character, so a page that needs one still renders it in Inter.
 */
export const BASIC_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1: accents, ©, °, ×, ·
  [0x2013, 0x2014], // – —
  [0x2018, 0x201a], // ‘ ’ ‚
  [0x201c, 0x201e], // “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
];

/** The weight axis kept in the subset: every font-weight in src/ lies inside it. */
export const WEIGHT_AXIS = { min: 400, max: 700 } as const;

/** Every character of the ranges, for the subsetter. */
export function rangeText(ranges: readonly (readonly [number, number])[]): string {
  return ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');
}

/** The CSS `unicode-range` value of the ranges, e.g. `U+20-7E, U+2022`. */
export function unicodeRange(ranges: readonly (readonly [number, number])[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase();
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}
