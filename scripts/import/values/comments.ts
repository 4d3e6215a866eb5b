import { BOLD_MARK } from '../../../src/domain/commentBold.ts';
import { sanitizeDealerHtml } from '../../../src/domain/sanitizeDealerHtml.ts';

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bull: '•',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

const BLOCK_END = /<\/(p|div|h[1-6]|li|tr|blockquote|ul|ol|table)\s*>|<br\s*\/?>|<hr\s*\/?>/gi;

/**
 * Dealer comments as the car page shows them: paragraphs split by `|` (SPEC §5). Comments written in
 * HTML go through the dealer-HTML rules of the content pages (scripts, styles and their text dropped),
 * then each paragraph, heading, line break and list item becomes a paragraph (list items start with
 * `• `), bold words are marked `**` for the car page to show bold, and entities are decoded, so no
 * tag ever reaches the page as text. Plain text is kept as written.
 */
export function commentText(text: string): string {
  if (!/<[a-z!/][^>]*>/i.test(text)) return text.trim();
  const safe = sanitizeDealerHtml(text)
    // Bold words stay bold on the car page (src/domain/dealerComments.ts reads the mark).
    .replace(/<\/?(b|strong)(\s[^>]*)?>/gi, BOLD_MARK)
    .replace(/<li[^>]*>/gi, '|• ')
    .replace(BLOCK_END, '|')
    .replace(/<[^>]*>/g, '');
  return decode(safe)
    .split('|')
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p !== '' && p !== '•')
    .join('|');
}
