/** Bold words in dealer comments: its own module, so search cards carry only this, not the car page's comment rules. */

/** Marks bold words inside a paragraph (an export's <b>/<strong>, kept by the importer). */
export const BOLD_MARK = '**';

export interface CommentRun {
  text: string;
  bold: boolean;
}

/** A paragraph as runs of plain and bold text; a mark without its pair stays as written. */
export function commentRuns(paragraph: string): CommentRun[] {
  const parts = paragraph.split(BOLD_MARK);
  if (parts.length % 2 === 0) return [{ text: paragraph, bold: false }];
  return parts.map((text, i) => ({ text, bold: i % 2 === 1 })).filter((run) => run.text !== '');
}

/** The paragraph's words without bold marks, for places that show plain text (cards, the PDF). */
export const plainComment = (paragraph: string): string =>
  commentRuns(paragraph)
    .map((run) => run.text)
    .join('');
