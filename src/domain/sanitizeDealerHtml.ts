import sanitizeHtml from 'sanitize-html';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** What dealer Markdown may render to: text formatting, lists, links, tables, images and the regulators marker. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADINGS,
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ins',
    'sub',
    'sup',
    'small',
    'mark',
    'abbr',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'kbd',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'span',
    'div',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    ...Object.fromEntries(HEADINGS.map((h) => [h, ['id']])),
    a: ['href', 'title', 'target', 'rel', 'id'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['align', 'colspan', 'rowspan', 'scope'],
    td: ['align', 'colspan', 'rowspan'],
    ol: ['start'],
    abbr: ['title'],
    div: ['data-regulators'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link that opens a new tab must not hand the page to it; other links stay as written.
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target ? { ...attribs, rel: 'noopener' } : attribs }),
  },
};

/**
 * Dealer-written HTML (rendered Markdown of content pages and posts) reduced to safe formatting:
 * no scripts, styles, event handlers, frames, forms or script URLs. Run at build time, before set:html.
 */
export function sanitizeDealerHtml(html: string): string {
  // sanitize-html writes the bare marker attribute as data-regulators=""; pages look for the bare form.
  return sanitizeHtml(html, OPTIONS).replace(/<div data-regulators=""><\/div>/g, '<div data-regulators></div>');
}
