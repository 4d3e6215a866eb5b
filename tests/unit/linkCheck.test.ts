import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinks, internalLinks } from '../../tools/lib/linkCheck.ts';

describe('internal links of a page', () => {
  it('keeps site paths, resolves relative ones, drops queries, fragments and other schemes', () => {
    const html =
      '<a href="/search/used-cars/?page=2#top">x</a><a href="tel:0754431234">c</a><a href="https://maps.example/">m</a>' +
      '<img src="photo.svg" srcset="/p.svg?width=400 400w, /p.svg?width=800 800w"><a href="#main">skip</a>';
    expect(internalLinks(html, '/cars/a-car/')).toEqual([
      '/search/used-cars/',
      '/cars/a-car/photo.svg',
      '/p.svg',
      '/p.svg',
    ]);
  });
});

describe('broken links across a built site', () => {
  it('finds targets with no file and accepts directory indexes and .html pages', () => {
    const root = mkdtempSync(join(tmpdir(), 'links-'));
    const files: Record<string, string> = {
      'index.html':
        '<a href="/contact/">ok</a><a href="/special-offers">ok</a><a href="/missing/">no</a><img src="/logo.svg">',
      'contact/index.html': '<a href="/">home</a>',
      'special-offers.html': '',
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    expect(brokenLinks(root)).toEqual([
      { page: '/', target: '/missing/' },
      { page: '/', target: '/logo.svg' },
    ]);
  });

  it('accepts image-host URLs whose original (or the drawing it is rendered from) is built, and no other', () => {
    const root = mkdtempSync(join(tmpdir(), 'links-img-'));
    mkdirSync(join(root, 'stock-photos'));
    writeFileSync(join(root, 'stock-photos', 'suv-red-1.svg'), '<svg/>');
    writeFileSync(
      join(root, 'index.html'),
      '<img src="/img/stock-photos/suv-red-1.jpg?width=400&amp;quality=75&amp;format=auto" ' +
        'srcset="/img/stock-photos/suv-red-1.jpg?width=576 576w, /img/stock-photos/van-blue-2.jpg?width=400 400w">',
    );
    expect(brokenLinks(root)).toEqual([{ page: '/', target: '/img/stock-photos/van-blue-2.jpg' }]);
  });
});
