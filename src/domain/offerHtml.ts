import sanitizeHtml from 'sanitize-html';

/** Dealer-written offer HTML reduced to safe formatting: no scripts, styles, handlers or foreign embeds. */
export function sanitizeOfferHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'span', 'small'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }) },
  });
}

/** The text of dealer HTML (for the collapsed preview and meta descriptions). */
export function offerText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h\d)>/g, ' </$1>'), { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .replace(/&amp;/g, '&')
    .trim();
}
