import { BOLD_MARK } from './commentBold.ts';

/** Shown when a car has no dealer comments (SPEC §5). */
export const COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.';
/** Comments are collapsed to this many characters until "more" is pressed (SPEC §4, §9). */
export const COMMENTS_COLLAPSE_AT = 400;

/** Splits dealer comments on '|' into trimmed, non-empty paragraphs (SPEC §5). */
export function commentParagraphs(comments: string): string[] {
  return comments
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

export interface CollapsedComments {
  paragraphs: string[];
  truncated: boolean;
}

/**
 * The collapsed view: paragraphs up to 400 characters in all; the paragraph crossing the limit is
 * cut at the last word boundary within it and ends with '…'.
 */
export function collapseComments(paragraphs: string[], limit = COMMENTS_COLLAPSE_AT): CollapsedComments {
  const out: string[] = [];
  let used = 0;
  for (const paragraph of paragraphs) {
    if (used + paragraph.length <= limit) {
      out.push(paragraph);
      used += paragraph.length;
      continue;
    }
    const room = limit - used;
    const cut = paragraph.slice(0, room);
    const atWord = cut.lastIndexOf(' ') > room / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
    // A cut inside bold words closes the bold, so the mark never shows as text.
    const open = (atWord.split(BOLD_MARK).length - 1) % 2 === 1;
    if (atWord.trim()) out.push(`${atWord.trimEnd()}${open ? BOLD_MARK : ''}…`);
    return { paragraphs: out, truncated: true };
  }
  return { paragraphs: out, truncated: false };
}
