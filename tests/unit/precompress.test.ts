import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { isTextAsset, needsCompression } from '../../scripts/precompress/rules.ts';
import { precompressTree } from '../../scripts/precompress/precompress.ts';

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
    expect(await precompressTree(dir)).toBe(2);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(page);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(page);
    expect(existsSync(join(dir, '_astro', 'app.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'robots.txt.gz'))).toBe(false);
    expect(existsSync(join(dir, 'photo.webp.gz'))).toBe(false);
    expect(await precompressTree(dir)).toBe(0);
  });

  it('recompresses a file rewritten after its copies', async () => {
    const changed = page.replace('Hobart', 'Launceston');
    writeFileSync(join(dir, 'index.html'), changed);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dir, 'index.html'), later, later);
    expect(await precompressTree(dir)).toBe(1);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(changed);
  });
});
