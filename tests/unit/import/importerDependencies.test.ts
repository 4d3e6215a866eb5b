import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(new URL(import.meta.url).pathname), '../../..');

/** Every file of ours `entry` reaches through static and dynamic imports (relative specifiers only). */
function reachedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = resolve(dirname(file), specifier!);
      if (/\.tsx?$/.test(target)) visit(target);
    }
  };
  visit(resolve(root, entry));
  return [...seen].map((file) => relative(root, file)).sort();
}

describe('the production stock importer', () => {
  it('reaches the importer and its derived fields, and nothing under the sample-stock generator', () => {
    const reached = reachedFrom('scripts/import.ts');
    expect(reached).toContain('scripts/import/toCar.ts');
    expect(reached).toContain('src/stock/derived.ts');
    expect(reached.filter((file) => file.startsWith('scripts/stock/'))).toEqual([]);
  });
});
