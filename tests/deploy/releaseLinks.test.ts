import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeRelease } from '../../scripts/deploy/releaseFiles.ts';
import { precompressTree } from '../../scripts/precompress/precompress.ts';

const work = mkdtempSync(join(tmpdir(), 'release-links-'));
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

const page = (text: string) => `<!doctype html><title>${text}</title>${'<p>Filler worth compressing.</p>'.repeat(30)}`;
const build = join(work, 'dist');
function writeBuild(files: Record<string, string>): Promise<unknown> {
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(build, path)), { recursive: true });
    writeFileSync(join(build, path), body);
  }
  return precompressTree(build);
}
const meta = (id: string) => ({ id, source: build, deployedAt: '2026-11-29T04:00:00.000Z', cars: null });
const inode = (path: string) => statSync(path).ino;

describe('a deploy writes what changed and links the rest from the live release', () => {
  it('links every unchanged file (and its compressed copies) and writes the changed page anew', async () => {
    await writeBuild({
      'index.html': page('Home'),
      'cars/2019-mazda-cx-5-u100/index.html': page('CX-5 $31,990'),
      'search/mazda/index.html': page('Mazda 1 car from $31,990'),
      'robots.txt': 'User-agent: *\nAllow: /\n',
    });
    const first = join(work, 'releases', 'r1');
    // The first release has nothing live to link from: every file is written.
    expect(await writeRelease(build, first, meta('r1'), null)).toEqual({ written: 10, linked: 0, changed: null });

    // A price change touches the car's page and the search page listing it.
    await writeBuild({
      'cars/2019-mazda-cx-5-u100/index.html': page('CX-5 $30,990'),
      'search/mazda/index.html': page('Mazda 1 car from $30,990'),
    });
    const second = join(work, 'releases', 'r2');
    rmSync(join(build, 'robots.txt'));
    expect(await writeRelease(build, second, meta('r2'), first)).toEqual({
      written: 6,
      linked: 3,
      // The written files and the one gone: what the CDN purge names.
      changed: [
        'cars/2019-mazda-cx-5-u100/index.html',
        'cars/2019-mazda-cx-5-u100/index.html.br',
        'cars/2019-mazda-cx-5-u100/index.html.gz',
        'robots.txt',
        'search/mazda/index.html',
        'search/mazda/index.html.br',
        'search/mazda/index.html.gz',
      ],
    });
    for (const same of ['index.html', 'index.html.gz', 'index.html.br'])
      expect(inode(join(second, same))).toBe(inode(join(first, same)));
    const car = 'cars/2019-mazda-cx-5-u100/index.html';
    expect(inode(join(second, car))).not.toBe(inode(join(first, car)));
    expect(readFileSync(join(second, car), 'utf8')).toContain('$30,990');
    // The live release is never written through: it still serves the old price.
    expect(readFileSync(join(first, car), 'utf8')).toContain('$31,990');
  });
});
