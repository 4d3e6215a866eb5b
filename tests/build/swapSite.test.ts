import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPLACED_FOLDER, removeReplacedSites, replacedSitesRemoved, swapSite } from '../../scripts/lib/swapSite.ts';

const tmp = mkdtempSync(join(tmpdir(), 'swap-site-'));
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

/** A site folder of `pages` pages, each page saying which build wrote it. */
function site(dir: string, build: string, pages = 50): string {
  for (let i = 0; i < pages; i += 1) {
    mkdirSync(join(dir, `page-${i}`), { recursive: true });
    writeFileSync(join(dir, `page-${i}`, 'index.html'), build);
  }
  return dir;
}

describe('putting a built site live', () => {
  const out = join(tmp, 'dist');
  const live = join(out, 'hobart-toyota');

  it('moves the build in, and the replaced site is gone once the background removal ends', async () => {
    site(live, 'first');
    swapSite(site(join(tmp, 'built'), 'second'), live);
    expect(readFileSync(join(live, 'page-7', 'index.html'), 'utf8')).toBe('second');
    expect(existsSync(join(tmp, 'built'))).toBe(false);
    await replacedSitesRemoved();
    expect(readdirSync(join(out, REPLACED_FOLDER))).toEqual([]);
    expect(readdirSync(out).filter((name) => !name.startsWith('.'))).toEqual(['hobart-toyota']);
  });

  it('puts the live site back when the build cannot be moved in', () => {
    expect(() => {
      swapSite(join(tmp, 'no-such-build'), live);
    }).toThrow(/ENOENT/);
    expect(readFileSync(join(live, 'page-7', 'index.html'), 'utf8')).toBe('second');
  });

  it('sweeps what an ended process left aside', () => {
    site(join(out, REPLACED_FOLDER, 'hobart-toyota-1-1'), 'old', 3);
    removeReplacedSites(out);
    expect(existsSync(join(out, REPLACED_FOLDER))).toBe(false);
    expect(existsSync(join(live, 'page-7', 'index.html'))).toBe(true);
  });
});
