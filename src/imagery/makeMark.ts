import { hashText } from './shade.ts';

/** Deep brand-like tones a white mark reads on; a make keeps its tone from build to build. */
const TONES = [
  '#b3121d',
  '#0b3d5c',
  '#1d3a6e',
  '#2b2e33',
  '#1f6b73',
  '#5b2a86',
  '#a9471a',
  '#2f5d3a',
  '#44505c',
  '#8a1538',
];

/** The letters of a make's mark: an acronym as it is, initials of a name of several words, else its first two letters. */
export function makeMarkLetters(make: string): string {
  const words = make.split(/[\s-]+/).filter(Boolean);
  if (words.length > 1)
    return words
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('')
      .slice(0, 3);
  const word = words[0] ?? '?';
  if (word.length <= 3 && word === word.toUpperCase()) return word;
  return `${word[0]?.toUpperCase() ?? ''}${word[1]?.toLowerCase() ?? ''}`;
}

/**
 * A make's typographic mark (48×48 SVG) for the search page's make list: its letters set in bold
 * type on a rounded square of its tone, with a short rule beneath. Our own marks, copying no
 * maker's trademark; a production fleet replaces them with the logos it is licensed to use.
 */
export function makeMarkSvg(make: string): string {
  const letters = makeMarkLetters(make);
  const tone = TONES[hashText(make.toLowerCase()) % TONES.length] ?? TONES[0];
  const size = letters.length >= 3 ? 15 : 20;
  const escaped = letters.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" role="img" aria-label="${make.replace(/"/g, '&quot;').replace(/&(?!quot;)/g, '&amp;')}">` +
    `<rect x="1" y="1" width="46" height="46" rx="10" fill="${tone}"/>` +
    `<text x="24" y="28" text-anchor="middle" fill="#fff" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="${size}" font-weight="800" letter-spacing="-.4">${escaped}</text>` +
    '<rect x="15" y="34" width="18" height="2.5" rx="1.25" fill="#fff" opacity=".75"/></svg>'
  );
}
