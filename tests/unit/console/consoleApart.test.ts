import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.(ts|tsx|astro|mjs)$/.test(e.name) ? [join(dir, e.name)] : [],
  );

// Nothing of the console in the shoppers' pages: the dealer sites' sources never import it.
describe('the dealer console stays apart from the shoppers’ sites', () => {
  it('no file under src/ imports from console/ or server/console/', () => {
    const files = filesUnder('src');
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((f) => /from ['"][./]*(console|server\/console)\//.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
