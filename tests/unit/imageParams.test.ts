import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHOTO_WIDTHS, SERVED_WIDTHS } from '../../src/domain/imageUrl.ts';
import { evictions } from '../../scripts/imageService/renditionCache.ts';
import {
  isHeavyRender,
  negotiateFormats,
  OUTPUT_FORMATS,
  parseImageRequest,
  renditionName,
  smallestFormat,
  type ImageRequest,
} from '../../scripts/imageService/params.ts';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('image service parameters (SPEC §7: width, quality default 75, format)', () => {
  it('reads width, quality and format, long or short names (quality is served at 75, what pages ask)', () => {
    expect(parseImageRequest('/img/stock-photos/suv-red-1.jpg', '?width=400&quality=60&format=webp', '')).toEqual({
      ok: true,
      request: { source: 'stock-photos/suv-red-1.jpg', width: 400, quality: 75, formats: ['webp'], negotiated: false },
    });
    expect(parseImageRequest('/img/a/b.png', '?w=576&q=80&fm=jpg', '')).toMatchObject({
      ok: true,
      request: { width: 576, quality: 75, formats: ['jpeg'] },
    });
    expect(parseImageRequest('/img/a.jpg', '', undefined)).toMatchObject({
      ok: true,
      request: { width: null, quality: 75, formats: ['jpeg'], negotiated: true },
    });
  });

  it('negotiates auto by Accept: the modern formats named (AVIF, WebP), else JPEG; the smaller is sent', () => {
    expect(negotiateFormats(CHROME_ACCEPT)).toEqual(['avif', 'webp']);
    expect(negotiateFormats('image/webp,*/*')).toEqual(['webp']);
    expect(negotiateFormats('image/avif,*/*')).toEqual(['avif']);
    expect(negotiateFormats('*/*')).toEqual(['jpeg']);
    expect(negotiateFormats(undefined)).toEqual(['jpeg']);
    expect(parseImageRequest('/img/a.jpg', '?format=auto', 'image/webp,*/*')).toMatchObject({
      request: { formats: ['webp'], negotiated: true },
    });
    expect(
      smallestFormat([
        { format: 'avif', bytes: 46_240 },
        { format: 'webp', bytes: 14_378 },
      ]),
    ).toBe('webp');
    expect(
      smallestFormat([
        { format: 'avif', bytes: 9_000 },
        { format: 'webp', bytes: 9_000 },
      ]),
    ).toBe('avif');
  });

  it('answers absurd parameters with a clear 400', () => {
    const cases: [string, string][] = [
      ['?w=0', 'width must be a whole number from 16 to 2400, not "0".'],
      ['?w=100000', 'width must be a whole number from 16 to 2400, not "100000".'],
      ['?width=-5', 'width must be a whole number from 16 to 2400, not "-5".'],
      ['?width=4e2', 'width must be a whole number from 16 to 2400, not "4e2".'],
      ['?q=500', 'quality must be a whole number from 1 to 100, not "500".'],
      ['?q=0', 'quality must be a whole number from 1 to 100, not "0".'],
      ['?fm=exe', 'format must be auto, avif, webp, jpg or png, not "exe".'],
      ['?format=svg', 'format must be auto, avif, webp, jpg or png, not "svg".'],
      ['?w=400&width=800', 'Give width, quality and format once each.'],
    ];
    for (const [query, message] of cases) {
      expect(parseImageRequest('/img/a.jpg', query, ''), query).toEqual({ ok: false, status: 400, message });
    }
  });

  it('refuses paths that leave the site and answers 404 for what is not an image', () => {
    for (const path of ['/img/../secret.jpg', '/img/a/%2e%2e/b.jpg', '/img/a//b.jpg', '/img/', '/img/a\\b.jpg']) {
      expect(parseImageRequest(path, '', ''), path).toMatchObject({ ok: false, status: 400 });
    }
    expect(parseImageRequest('/img/%E0%A4%A.jpg', '', '')).toMatchObject({ ok: false, status: 400 });
    expect(parseImageRequest('/img/index.html', '', '')).toMatchObject({ ok: false, status: 404 });
    expect(parseImageRequest('/img/drawing.svg', '', '')).toMatchObject({ ok: false, status: 404 });
  });

  it('names each rendition apart by source, original version, width, quality and format', () => {
    const base: ImageRequest = {
      source: 'stock-photos/a.jpg',
      width: 400,
      quality: 75,
      formats: ['webp'],
      negotiated: true,
    };
    const names = new Set([
      renditionName(base, 'v1', 'webp'),
      renditionName(base, 'v2', 'webp'),
      renditionName({ ...base, width: 576 }, 'v1', 'webp'),
      renditionName({ ...base, quality: 60 }, 'v1', 'webp'),
      renditionName(base, 'v1', 'avif'),
      renditionName({ ...base, source: 'stock-photos_a.jpg' }, 'v1', 'webp'),
    ]);
    expect(names.size).toBe(6);
    expect(renditionName(base, 'v1', 'webp')).not.toContain('/');
  });
});

/** Every .ts, .tsx and .astro file under a folder. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.(tsx?|astro)$/.test(e.name) ? [join(dir, e.name)] : [],
  );

describe('renditions are bounded to what pages ask for', () => {
  it('snaps any width to the nearest served one and any quality to 75: 36 renditions per photo at most', () => {
    const kinds = new Set<string>();
    const widths = [null, ...Array.from({ length: 2400 - 16 + 1 }, (_, i) => 16 + i)];
    for (const width of widths) {
      const query = width === null ? '' : `?width=${width}`;
      const verdict = parseImageRequest('/img/a.jpg', query, '');
      if (verdict.ok) kinds.add(`w${verdict.request.width}.q${verdict.request.quality}`);
    }
    for (let quality = 1; quality <= 100; quality += 1) {
      const verdict = parseImageRequest('/img/a.jpg', `?width=400&quality=${quality}`, '');
      if (verdict.ok) kinds.add(`w${verdict.request.width}.q${verdict.request.quality}`);
    }
    expect(kinds.size * OUTPUT_FORMATS.length).toBe(36);
    const snapped = (query: string) => {
      const verdict = parseImageRequest('/img/a.jpg', query, '');
      return verdict.ok ? [verdict.request.width, verdict.request.quality] : verdict.message;
    };
    expect(snapped('?w=16')).toEqual([200, 75]);
    expect(snapped('?w=220')).toEqual([240, 75]);
    expect(snapped('?w=401&q=1')).toEqual([400, 75]);
    expect(snapped('?w=2400&q=100')).toEqual([1200, 75]);
    expect(snapped('?w=1096')).toEqual([1200, 75]);
    expect(snapped('?w=1095')).toEqual([992, 75]);
  });

  it('serves every width a page or island asks for', () => {
    const asked = new Set<number>(PHOTO_WIDTHS);
    for (const file of [
      ...sources('src/components'),
      ...sources('src/layouts'),
      ...sources('src/pages'),
      ...sources('src/scripts'),
    ]) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/imageUrl\([^)]*\{\s*width:\s*(\d+)/g)) asked.add(Number(m[1]));
      for (const m of text.matchAll(/imageSrcSet\([^)]*\[([\d,\s]+)\]/g)) {
        for (const w of m[1]!.split(',')) asked.add(Number(w));
      }
    }
    // The car gallery's thumbnails (200), a saved car's row (240), the compare table (320), srcsets.
    expect([...asked].sort((a, b) => a - b)).toEqual([200, 240, 320, 400, 576, 768, 992, 1200]);
    expect([...SERVED_WIDTHS].sort((a, b) => a - b)).toEqual([...asked].sort((a, b) => a - b));
  });

  it('puts the original width, AVIF from 448 px and anything from 1000 px in the expensive lane', () => {
    expect(isHeavyRender(null, 'webp')).toBe(true);
    expect(isHeavyRender(400, 'avif')).toBe(false);
    expect(isHeavyRender(576, 'avif')).toBe(true);
    expect(isHeavyRender(992, 'webp')).toBe(false);
    expect(isHeavyRender(1200, 'jpeg')).toBe(true);
  });

  it('evicts the least recently used renditions until the rest fit, never one in use', () => {
    const files = [
      { name: 'a', bytes: 40, usedAt: 3 },
      { name: 'b', bytes: 30, usedAt: 1 },
      { name: 'c', bytes: 20, usedAt: 2 },
      { name: 'd', bytes: 10, usedAt: 4 },
    ];
    expect(evictions(files, 100)).toEqual([]);
    expect(evictions(files, 70)).toEqual(['b']);
    expect(evictions(files, 50)).toEqual(['b', 'c']);
    expect(evictions(files, 50, new Set(['b']))).toEqual(['c', 'a']);
    expect(evictions(files, 0)).toEqual(['b', 'c', 'a', 'd']);
  });
});
