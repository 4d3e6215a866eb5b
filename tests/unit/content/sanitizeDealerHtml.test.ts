import { describe, expect, it } from 'vitest';
import { sanitizeOfferHtml } from '../../../src/domain/offerHtml.ts';
import { sanitizeDealerHtml } from '../../../src/domain/sanitizeDealerHtml.ts';
import { XSS_PAYLOADS } from '../../support/xssPayloads.ts';

/** Every tag of the output that could run script: handlers, script URLs, scripts, frames, forms, styles. */
function executable(html: string): string[] {
  const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
  return tags.filter(
    (tag) =>
      /^<(script|iframe|object|embed|base|meta|form|style|link|svg|math|body|input|button|video|audio|details)\b/i.test(
        tag,
      ) ||
      /\son[a-z]+\s*=/i.test(tag) ||
      /\s(href|src|action|formaction|xlink:href|srcdoc)\s*=\s*["']?\s*(javascript|vbscript|data):/i.test(tag) ||
      /\sstyle\s*=/i.test(tag),
  );
}

describe('dealer HTML of content pages and posts (sanitised at build time)', () => {
  it('keeps the formatting dealer Markdown renders to', () => {
    const html =
      '<h2 id="our-team">Our team</h2><p>Call <a href="tel:0755501100">07 5550 1100</a> or <a href="https://example.com/">visit</a>.</p>' +
      '<ul><li><strong>Bold</strong> and <em>em</em></li></ul><ol start="2"><li>Two</li></ol><blockquote><p>Quote</p></blockquote>' +
      '<table><thead><tr><th align="left">Service</th></tr></thead><tbody><tr><td align="right">$299</td></tr></tbody></table>' +
      '<p><img src="/brand/logo.svg" alt="Logo"><img src="https://cdn.example.com/a.jpg" alt="A"></p><hr><pre><code>code</code></pre>';
    expect(sanitizeDealerHtml(html)).toBe(
      '<h2 id="our-team">Our team</h2><p>Call <a href="tel:0755501100">07 5550 1100</a> or <a href="https://example.com/">visit</a>.</p>' +
        '<ul><li><strong>Bold</strong> and <em>em</em></li></ul><ol start="2"><li>Two</li></ol><blockquote><p>Quote</p></blockquote>' +
        '<table><thead><tr><th align="left">Service</th></tr></thead><tbody><tr><td align="right">$299</td></tr></tbody></table>' +
        '<p><img src="/brand/logo.svg" alt="Logo" /><img src="https://cdn.example.com/a.jpg" alt="A" /></p><hr /><pre><code>code</code></pre>',
    );
  });

  it('a link opening a new tab gets rel="noopener"', () => {
    expect(sanitizeDealerHtml('<a href="https://example.com/" target="_blank">x</a>')).toBe(
      '<a href="https://example.com/" target="_blank" rel="noopener">x</a>',
    );
  });

  it('keeps the complaint pages’ regulators marker exactly as the page looks for it', () => {
    expect(sanitizeDealerHtml('<p>Before</p>\n<div data-regulators></div>\n<p>After</p>')).toBe(
      '<p>Before</p>\n<div data-regulators></div>\n<p>After</p>',
    );
  });

  it('drops scripts, handlers, styles, frames, forms and script or data URLs', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><img src="data:image/svg+xml,x" onerror="alert(1)">' +
      '<iframe src="https://evil.example"></iframe><a href="jav&#x09;ascript:alert(1)">x</a><form action="/steal"><input name="a"></form>' +
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">';
    expect(sanitizeDealerHtml(dirty)).toBe('<p>Hi</p><img /><a>x</a>');
  });

  it.each(XSS_PAYLOADS.map((p) => [p.id, p.kind, p.text] as const))(
    'payload %i (%s) leaves nothing executable',
    (_id, _kind, text) => {
      expect(executable(sanitizeDealerHtml(text))).toEqual([]);
      expect(executable(sanitizeDealerHtml(`<p>Before ${text} after</p>`))).toEqual([]);
      expect(executable(sanitizeOfferHtml(text))).toEqual([]);
    },
  );

  it('the check above does flag what it must (it can fail)', () => {
    expect(executable(XSS_PAYLOADS.map((p) => p.text).join(''))).not.toEqual([]);
    expect(executable('<img src=x onerror=xss(1)>')).toHaveLength(1);
    expect(executable('<a href=" javascript:xss(1)">')).toHaveLength(1);
  });
});
