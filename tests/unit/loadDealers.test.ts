import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDealerIssue } from '../../src/config/formatIssues.ts';
import { loadAllDealers } from '../../src/config/loadDealer.ts';

const copyDemo = (...slugs: string[]) => {
  const root = mkdtempSync(join(tmpdir(), 'dealers-'));
  for (const slug of slugs) cpSync(join('dealers', slug), join(root, slug), { recursive: true });
  return root;
};
const editJson = (file: string, change: (json: Record<string, unknown>) => void) => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(json);
  writeFileSync(file, JSON.stringify(json));
};
const messages = (root: string) => loadAllDealers(root).flatMap((r) => (r.ok ? [] : r.issues.map(formatDealerIssue)));

describe('loading dealer folders', () => {
  it('accepts every demo dealer', () => {
    const results = loadAllDealers('dealers');
    expect(results.length).toBeGreaterThanOrEqual(5);
    expect(results.filter((r) => !r.ok)).toEqual([]);
  });

  it('fails both dealers when two claim the same dealership slug (it would leak stock between tenants)', () => {
    const root = copyDemo('sunshine-toyota', 'hobart-toyota');
    editJson(join(root, 'hobart-toyota', 'dealer.json'), (json) => {
      (json.dealerships as { slug: string }[])[0]!.slug = 'sunshine-toyota-maroochydore';
    });
    const file = join(root, 'hobart-toyota', 'locations.json');
    const locations = JSON.parse(readFileSync(file, 'utf8')) as { dealership_slug: string }[];
    writeFileSync(
      file,
      JSON.stringify(locations.map((l) => ({ ...l, dealership_slug: 'sunshine-toyota-maroochydore' }))),
    );
    const problems = messages(root);
    expect(problems).toContain(
      'dealer "hobart-toyota": dealer.json dealerships: expected a dealership slug no other dealer uses, found dealership slug "sunshine-toyota-maroochydore", also used by "sunshine-toyota"',
    );
    expect(problems.some((p) => p.startsWith('dealer "sunshine-toyota"'))).toBe(true);
  });

  it('names the folder when dealer.json has another slug', () => {
    const root = copyDemo('adelaide-nissan');
    editJson(join(root, 'adelaide-nissan', 'dealer.json'), (json) => (json.slug = 'adelaide-nissan-2'));
    expect(messages(root)).toContain(
      'dealer "adelaide-nissan": dealer.json slug: expected the folder name "adelaide-nissan", found "adelaide-nissan-2"',
    );
  });

  it('names the location whose dealership id does not match its dealership slug', () => {
    const root = copyDemo('adelaide-nissan');
    const file = join(root, 'adelaide-nissan', 'locations.json');
    const locations = JSON.parse(readFileSync(file, 'utf8')) as { dealership_id: number }[];
    locations[0]!.dealership_id = 999999;
    writeFileSync(file, JSON.stringify(locations));
    expect(
      messages(root).some((m) =>
        /locations\.json 0\.dealership_id: expected \d+ \(the id of [a-z-]+\), found 999999/.test(m),
      ),
    ).toBe(true);
  });

  it('reports a broken JSON file without throwing', () => {
    const root = copyDemo('adelaide-nissan');
    writeFileSync(join(root, 'adelaide-nissan', 'offers.json'), '[{"id": 1,');
    expect(
      messages(root).some((m) =>
        m.startsWith('dealer "adelaide-nissan": offers.json (file): expected valid JSON, found'),
      ),
    ).toBe(true);
  });

  it('reports a missing logo file', () => {
    const root = copyDemo('adelaide-nissan');
    editJson(
      join(root, 'adelaide-nissan', 'dealer.json'),
      (json) => ((json.theme as Record<string, string>).logo = 'missing.svg'),
    );
    expect(messages(root)).toContain(
      'dealer "adelaide-nissan": dealer.json theme.logo: expected a file in the dealer folder, found "missing.svg" (missing)',
    );
  });
});
