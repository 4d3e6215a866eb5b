import { describe, expect, it } from 'vitest';
import { offerText, sanitizeOfferHtml } from '../../../src/domain/offerHtml.ts';

describe('dealer offer HTML (SPEC §2 Offers: sanitised)', () => {
  it('keeps formatting and lists', () => {
    expect(sanitizeOfferHtml('<p>Save <strong>$2,000</strong></p><ul><li>GX</li></ul>')).toBe(
      '<p>Save <strong>$2,000</strong></p><ul><li>GX</li></ul>',
    );
  });
  it('drops scripts, handlers, styles, iframes and javascript: links', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a>';
    const clean = sanitizeOfferHtml(dirty);
    expect(clean).toBe('<p>Hi</p><a rel="noopener">x</a>');
  });
  it('plain text for previews', () => {
    expect(offerText('<p>Drive away <strong>today</strong>.</p><ul><li>Tow pack</li><li>Tub liner</li></ul>')).toBe(
      'Drive away today. Tow pack Tub liner',
    );
  });
});
