import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASIC_RANGES, rangeText, unicodeRange, WEIGHT_AXIS } from '../../tools/font/ranges.ts';

const css = readFileSync('src/styles/global.css', 'utf8');
const face = /@font-face\s*{[^}]*inter-basic-wght\.woff2[^}]*}/.exec(css)?.[0] ?? '';

describe('our Inter subset', () => {
  it('lists every character of its ranges once', () => {
    expect(
      rangeText([
        [0x41, 0x43],
        [0x2026, 0x2026],
      ]),
    ).toBe('ABC…');
    expect(rangeText(BASIC_RANGES)).toHaveLength(95 + 96 + 2 + 3 + 3 + 1 + 1 + 2 + 1 + 1);
  });

  it('writes ranges as a CSS unicode-range', () => {
    expect(
      unicodeRange([
        [0x20, 0x7e],
        [0x2022, 0x2022],
      ]),
    ).toBe('U+20-7E, U+2022');
  });

  it("is declared in global.css with the subset's own range and weights, after the package's faces", () => {
    expect(face).toContain(`unicode-range: ${unicodeRange(BASIC_RANGES)};`);
    expect(face).toContain(`font-weight: ${WEIGHT_AXIS.min} ${WEIGHT_AXIS.max};`);
    expect(css.indexOf("@import '@fontsource-variable/inter/wght.css'")).toBeLessThan(css.indexOf(face));
  });

  it('covers every weight the styles in src/ ask for', () => {
    const styled = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.(css|astro|tsx)$/.test(f),
    );
    const weights = styled.flatMap((f) =>
      [...readFileSync(`src/${f}`, 'utf8').matchAll(/font-weight:\s*(\d{3})/g)].map((m) => Number(m[1])),
    );
    expect(weights.length).toBeGreaterThan(50);
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(WEIGHT_AXIS.min);
      expect(weight).toBeLessThanOrEqual(WEIGHT_AXIS.max);
    }
  });
});
