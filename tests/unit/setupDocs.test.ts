import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveFlags } from '../../src/config/templates.ts';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  name: string;
  engines: { node: string };
  devDependencies: Record<string, string>;
};
/** Markdown as read: line breaks inside a paragraph are spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe("the README's set-up paragraph", () => {
  const readme = readFileSync('README.md', 'utf8');
  const start = readme.indexOf('## Set-up: two commands');
  const setup = flat(readme.slice(start, readme.indexOf('\n|', start)));

  it('says Node 24 comes from the npm devDependency, at the version package.json pins', () => {
    const pinned = pkg.devDependencies.node!;
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(pkg.engines.node).toMatch(/^>=24\./);
    expect(setup).toContain(
      `Node 24 itself comes from npm: \`npm ci\` installs it as the \`node\` devDependency (${pinned}), and every npm script runs on it.`,
    );
  });

  it("says plainly that npm's engine warning on Node 20 is expected", () => {
    expect(setup).toContain('with Node 20 or newer and npm 11.');
    expect(setup).toContain(
      `\`npm ci\` on Node 20 prints \`npm warn EBADENGINE Unsupported engine\` for \`${pkg.name}\` (it asks for Node 24): that warning is expected, and nothing else is needed.`,
    );
  });
});

describe("the operator guide's checklist for a new dealer", () => {
  const guide = readFileSync('docs/operations/operator-guide.md', 'utf8');
  const flags = resolveFlags('group', {}) as unknown as Record<string, Record<string, unknown>>;
  const named = [...guide.matchAll(/`([A-Za-z]+(?:\.[A-Za-z]+)+)`/g)].map((m) => m[1]!);

  it('names the photo host template by its dealer.json path', () => {
    const live = flat(guide.slice(guide.indexOf('## Put a dealer live'), guide.indexOf('## Add the next one')));
    expect(live).toContain('`flags.vehicle.photoUrlTemplate` ([photos.md](photos.md))');
    expect(live).toContain('`flags.feed` (format, location of the dealer system');
  });

  it('writes every flag as the flags.<area>.<name> path dealer.json has, and each exists', () => {
    const flagPaths = named.filter((path) => path.startsWith('flags.'));
    expect(flagPaths).toContain('flags.vehicle.photoUrlTemplate');
    for (const path of flagPaths) {
      const [, area, name] = path.split('.');
      expect(flags[area!], path).toBeDefined();
      if (name !== undefined) expect(flags[area!]![name], path).not.toBeUndefined();
    }
    // An area's flag without the flags. prefix ("vehicle.photoUrlTemplate") is not a dealer.json path.
    expect(named.filter((path) => Object.hasOwn(flags, path.split('.')[0]!))).toEqual([]);
  });
});
