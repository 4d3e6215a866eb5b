import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The Markdown an operator or contributor reads: every link and "see" in it must lead somewhere. */
function markdownFiles(): string[] {
  const docs = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return docs(path);
      return name.endsWith('.md') ? [path] : [];
    });
  return ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', ...docs('docs')];
}

/** The text outside fenced code blocks and inline code, where links are links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '``');
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const text = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading] of text.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const plain = heading!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '');
    const base = plain
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const [, id] of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id!);
  return anchors;
}

const headingsOf = (markdown: string) =>
  new Set([...markdown.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)].map(([, h]) => h!.replace(/[`*]/g, '').trim()));

const read = (path: string) => readFileSync(path, 'utf8');

function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  const text = prose(read(file));
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue;
    const [path, anchor] = target!.split('#') as [string, string | undefined];
    const resolved = path === '' ? file : normalize(join(dirname(file), decodeURIComponent(path)));
    if (!existsSync(resolved)) broken.push(`${file}: ${target} (no file ${resolved})`);
    else if (anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor))
      broken.push(`${file}: ${target} (no heading #${anchor} in ${resolved})`);
  }
  return broken;
}

/**
 * Sections named in prose: `the "X" section of the README` (or CONTRIBUTING, or a .md path), and
 * `see "X"`, in the file a link right after it names (`see "X" in [a](b.md)`) or else in the same file.
 */
function brokenSectionNames(file: string): string[] {
  const broken: string[] = [];
  const text = prose(read(file));
  const named =
    /the "([^"]+)" section of (?:the )?(README|CONTRIBUTING|[\w./-]+\.md)|see "([^"]+)"(?:\s+in\s+\[[^\]]*\]\(([^)#\s]+))?/g;
  for (const [, section, where, seen, linked] of text.matchAll(named)) {
    const target =
      where === 'README' || where === 'CONTRIBUTING'
        ? `${where}.md`
        : where !== undefined || linked !== undefined
          ? normalize(join(dirname(file), (where ?? linked)!))
          : file;
    const heading = (section ?? seen!).replace(/\s+/g, ' ');
    if (!existsSync(target) || !headingsOf(read(target)).has(heading))
      broken.push(`${file}: "${heading}" (no such heading in ${target})`);
  }
  return broken;
}

function tableCells(markdown: string): string[] {
  return markdown
    .replace(/^```[\s\S]*?^```/gm, '')
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((line) => line.split(/(?<!\\)\|/).slice(1, -1))
    .map((cell) => cell.trim());
}

describe('the documentation', () => {
  it('reads GitHub anchors as GitHub makes them', () => {
    expect([...anchorsOf('# Set-up: two commands\n## `npm run deploy` and its flags\n## Checks\n## Checks\n')]).toEqual(
      ['set-up-two-commands', 'npm-run-deploy-and-its-flags', 'checks', 'checks-1'],
    );
  });

  it('has every relative link lead to a file and a heading that exist', () => {
    const files = markdownFiles();
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });

  it('names only sections that exist', () => {
    expect(markdownFiles().flatMap(brokenSectionNames)).toEqual([]);
  });

  it('keeps each README table cell to one short line (200 characters)', () => {
    const cells = tableCells(read('README.md'));
    expect(cells.length).toBeGreaterThan(50);
    expect(cells.filter((cell) => cell.length > 200).map((cell) => `${cell.length}: ${cell.slice(0, 60)}…`)).toEqual(
      [],
    );
  });
});
