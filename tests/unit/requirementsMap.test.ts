import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const REQUIREMENTS = 'docs/requirements.md';
const OPERATIONS = readdirSync('docs/operations')
  .filter((file) => file.endsWith('.md'))
  .map((file) => `docs/operations/${file}`);
const DOCS = [
  REQUIREMENTS,
  'docs/architecture.md',
  'docs/measurements.md',
  'CONTRIBUTING.md',
  'SECURITY.md',
  ...OPERATIONS,
];

/** Repository paths quoted in `backticks` (under a top-level folder); placeholders such as <slug> are skipped. */
function citedPaths(markdown: string): string[] {
  const paths = new Set<string>();
  for (const [, token] of markdown.matchAll(/`([^`\s]+)`/g)) {
    if (!token || /[<>{}*]/.test(token)) continue;
    if (/^(src|server|scripts|tests|deploy|dealers|docs|\.ci|\.github)\//.test(token)) paths.add(token);
  }
  return [...paths];
}

/** Relative Markdown links ([text](path#anchor)) resolved against the linking file. */
function linkedFiles(file: string, markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)]
    .map(([, target]) => target ?? '')
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target))
    .map((target) => join(dirname(file), target));
}

const missing = (paths: string[]) => paths.filter((path) => !existsSync(path));

describe('the requirements map (docs/requirements.md)', () => {
  const text = readFileSync(REQUIREMENTS, 'utf8');

  it('has a section for each of §1 to §9, in order, each with rules', () => {
    const headings = [...text.matchAll(/^## §(\d) /gm)].map(([, n]) => Number(n));
    expect(headings).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const n of headings) {
      const rows = text.match(new RegExp(`^\\| ${n}\\.\\d+ +\\|`, 'gm')) ?? [];
      expect(rows.length, `§${n}`).toBeGreaterThan(3);
    }
  });

  it('gives every rule an implementation and a test column (a test file or "none")', () => {
    const rows = text.split('\n').filter((line) => /^\| \d\.\d+ +\|/.test(line));
    expect(rows.length).toBeGreaterThanOrEqual(200);
    for (const row of rows) {
      const cells = row.split(/(?<!\\)\|/).slice(1, -1);
      expect(cells, row).toHaveLength(4);
      expect(cells[3], row).toMatch(/`tests\/|none/);
    }
  });

  it('quotes test titles that the cited test files hold (a title may end in …)', () => {
    const rows = text.split('\n').filter((line) => /^\| \d\.\d+ +\|/.test(line));
    const stale: string[] = [];
    for (const row of rows) {
      const cell = row.split(/(?<!\\)\|/)[4] ?? '';
      const files = [...cell.matchAll(/`(tests\/[^`]+)`/g)].map(([, file]) => file ?? '');
      const source = files
        .filter((file) => existsSync(file) && statSync(file).isFile())
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      for (const [, quoted] of cell.matchAll(/"((?:[^"\\]|\\.)+)"/g)) {
        const title = (quoted ?? '').replaceAll('\\"', '"').split('…')[0]?.trim();
        if (title && !source.includes(title)) stale.push(`${row.split('|')[1]?.trim() ?? row}: ${title}`);
      }
    }
    expect(stale).toEqual([]);
  });

  it('cites only paths that exist', () => {
    const paths = citedPaths(text);
    expect(paths.length).toBeGreaterThan(150);
    expect(missing(paths)).toEqual([]);
  });

  it('the path check finds a path that does not exist (it can fail)', () => {
    expect(missing(citedPaths('see `src/domain/noSuchRule.ts` and `src/domain/tagBadge.ts`'))).toEqual([
      'src/domain/noSuchRule.ts',
    ]);
  });
});

describe('the other maintainer docs', () => {
  it.each(DOCS.filter((file) => file !== REQUIREMENTS))('%s cites only paths and links that exist', (file) => {
    const text = readFileSync(file, 'utf8');
    expect(missing(citedPaths(text))).toEqual([]);
    expect(missing(linkedFiles(file, text))).toEqual([]);
  });

  it('the README links the docs', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const file of [
      'docs/architecture.md',
      'docs/requirements.md',
      'docs/measurements.md',
      'CONTRIBUTING.md',
      ...OPERATIONS,
    ]) {
      expect(readme.includes(`](${file})`), file).toBe(true);
    }
    expect(missing(linkedFiles('README.md', readme))).toEqual([]);
  });
});

describe('the folder tables (docs/architecture.md)', () => {
  const architecture = readFileSync('docs/architecture.md', 'utf8');
  const subfolders = (root: string) =>
    readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${root}/${entry.name}/`);

  it.each(['src', 'server', 'scripts', 'tools', 'tests'])('name every folder of %s/', (root) => {
    const unnamed = subfolders(root).filter((folder) => !architecture.includes(`\`${folder}\``));
    expect(unnamed).toEqual([]);
  });
});
