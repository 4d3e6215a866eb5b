import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../../src/domain/escape.ts';

describe('escapeMarkup (the one XML/HTML escaper)', () => {
  it('turns each of & < > " \' into its predefined XML entity', () => {
    expect(escapeMarkup(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&apos;');
    expect(escapeMarkup(`<a href="x">Tom's & Co</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom&apos;s &amp; Co&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, so an entity written as text stays text', () => {
    expect(escapeMarkup('&amp;')).toBe('&amp;amp;');
  });

  it('leaves other text, including non-ASCII, as it is', () => {
    expect(escapeMarkup('Harbour Mazda — 2 km')).toBe('Harbour Mazda — 2 km');
    expect(escapeMarkup('')).toBe('');
  });
});
