/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const toHex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/**
 * A dealer's brand colour used as text: darkened in small steps until it reaches `ratio` (WCAG AA 4.5)
 * on every given light background, so any dealer palette passes. Colours that already do are unchanged.
 */
export function readableOn(hex: string, backgrounds: readonly string[], ratio = 4.5): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return hex;
  let colour = hex.toLowerCase();
  for (let factor = 1; factor > 0 && backgrounds.some((bg) => contrastRatio(colour, bg) < ratio); factor -= 0.02) {
    colour = `#${[1, 3, 5].map((i) => toHex(parseInt(hex.slice(i, i + 2), 16) * factor)).join('')}`;
  }
  return colour;
}
