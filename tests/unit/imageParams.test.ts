import { describe, expect, it } from 'vitest';
import {
  negotiateFormats,
  parseImageRequest,
  renditionName,
  smallestFormat,
  type ImageRequest,
} from '../../scripts/imageService/params.ts';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('image service parameters (SPEC §7: width, quality default 75, format)', () => {
  it('reads width, quality and format, long or short names', () => {
    expect(parseImageRequest('/img/stock-photos/suv-red-1.jpg', '?width=400&quality=60&format=webp', '')).toEqual({
      ok: true,
      request: { source: 'stock-photos/suv-red-1.jpg', width: 400, quality: 60, formats: ['webp'], negotiated: false },
    });
    expect(parseImageRequest('/img/a/b.png', '?w=576&q=80&fm=jpg', '')).toMatchObject({
      ok: true,
      request: { width: 576, quality: 80, formats: ['jpeg'] },
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
