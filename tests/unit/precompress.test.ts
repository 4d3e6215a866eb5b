import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BROTLI_QUALITY,
  cacheEntry,
  GZIP_LEVEL,
  isSharedAsset,
  isTextAsset,
  needsCompression,
  staleCacheFiles,
} from '../../scripts/precompress/rules.ts';
import { precompressTree, pruneCache } from '../../scripts/precompress/precompress.ts';

describe('precompression rules', () => {
  it('precompresses text assets of 256 bytes or more only', () => {
    expect(isTextAsset('index.html', 5000)).toBe(true);
    expect(isTextAsset('_astro/a.js', 256)).toBe(true);
    expect(isTextAsset('_astro/a.js', 255)).toBe(false);
    expect(isTextAsset('sitemap.xml', 100)).toBe(false);
    expect(isTextAsset('photos/a.webp', 50000)).toBe(false);
    expect(isTextAsset('index.html.gz', 5000)).toBe(false);
  });

  it('rewrites copies that are missing or older than their file', () => {
    expect(needsCompression(100, [100, 150])).toBe(false);
    expect(needsCompression(100, [null, 150])).toBe(true);
    expect(needsCompression(100, [150, 99])).toBe(true);
  });

  it('caches only the fingerprinted _astro assets, which every dealer of one commit shares', () => {
    expect(isSharedAsset('_astro/index.B1x2.js')).toBe(true);
    expect(isSharedAsset('_astro\\Layout.Cq3.css')).toBe(true);
    expect(isSharedAsset('index.html')).toBe(false);
    expect(isSharedAsset('cars/_astro/x.js')).toBe(false);
  });

  it('names a cache entry by content hash and compression settings', () => {
    expect([GZIP_LEVEL, BROTLI_QUALITY]).toEqual([9, 5]);
    expect(cacheEntry('ab12cd')).toBe('ab/ab12cd-gz9-br5');
  });

  it('prunes cache files no build used for 14 days', () => {
    const now = Date.UTC(2026, 10, 25);
    const day = 86_400_000;
    const files = [
      { path: 'fresh', lastUsedMs: now - day },
      { path: 'edge', lastUsedMs: now - 14 * day },
      { path: 'old', lastUsedMs: now - 14 * day - 1 },
    ];
    expect(staleCacheFiles(files, now)).toEqual(['old']);
    expect(staleCacheFiles(files, now, 1)).toEqual(['edge', 'old']);
  });
});

describe('precompressTree', () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  const page = '<!doctype html><title>Hobart Toyota</title>' + '<p>Used cars in Hobart.</p>'.repeat(40);

  it('writes .gz and .br beside text files that decompress to the file, skips the rest, and is idempotent', async () => {
    mkdirSync(join(dir, '_astro'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, '_astro', 'app.js'), 'export const a = 1;'.repeat(30));
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
    writeFileSync(join(dir, 'photo.webp'), Buffer.alloc(4000));
    expect((await precompressTree(dir)).files).toBe(2);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(page);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(page);
    expect(existsSync(join(dir, '_astro', 'app.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'robots.txt.gz'))).toBe(false);
    expect(existsSync(join(dir, 'photo.webp.gz'))).toBe(false);
    expect((await precompressTree(dir)).files).toBe(0);
  });

  it('recompresses a file rewritten after its copies', async () => {
    const changed = page.replace('Hobart', 'Launceston');
    writeFileSync(join(dir, 'index.html'), changed);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dir, 'index.html'), later, later);
    expect((await precompressTree(dir)).files).toBe(1);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(changed);
  });
});

describe('precompressTree with a shared cache', () => {
  const root = mkdtempSync(join(tmpdir(), 'precompress-cache-'));
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });
  const script = 'export const price = (cents) => cents / 100;'.repeat(20);
  const site = (slug: string, page: string) => {
    mkdirSync(join(root, slug, '_astro'), { recursive: true });
    writeFileSync(join(root, slug, '_astro', 'price.js'), script);
    writeFileSync(join(root, slug, 'index.html'), page);
    return join(root, slug);
  };
  const cacheDir = join(root, 'cache');

  it('compresses a shared asset once and copies it into the next dealer, never caching pages', async () => {
    const first = await precompressTree(site('hobart', `<p>Hobart</p>${'x'.repeat(400)}`), { cacheDir });
    expect(first).toMatchObject({ files: 2, cacheHits: 0 });
    const second = await precompressTree(site('darwin', `<p>Darwin</p>${'x'.repeat(400)}`), { cacheDir });
    expect(second).toMatchObject({ files: 2, cacheHits: 1, gzipBytes: first.gzipBytes });
    expect(gunzipSync(readFileSync(join(root, 'darwin', '_astro', 'price.js.gz'))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(root, 'darwin', '_astro', 'price.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(root, 'darwin', 'index.html.gz'))).toString()).toContain('Darwin');
  });

  it('prunes entries unused for 14 days and keeps the rest', () => {
    expect(pruneCache(cacheDir)).toBe(0);
    expect(pruneCache(cacheDir, new Date(Date.now() + 15 * 86_400_000))).toBe(2);
    expect(pruneCache(join(root, 'no-such-cache'))).toBe(0);
  });
});
