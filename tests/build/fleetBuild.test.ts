import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { demoDealers } from '../support/demoDealers.ts';

const [first, second] = demoDealers();
const runBuild = (args: string[]) =>
  spawnSync(process.execPath, ['scripts/build.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, MEILI_HOST: '' },
    timeout: 600_000,
  });

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

describe('npm run build -- --dealer=<slug>', () => {
  const out = mkdtempSync(join(tmpdir(), 'dist-one-'));
  let run: ReturnType<typeof runBuild>;
  beforeAll(() => {
    run = runBuild([`--dealer=${first!.config.slug}`, '--out', out]);
  });

  it('writes only dist/<slug>/ and reports the dealer with its page count', () => {
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['_report', first!.config.slug]);
    expect(run.stdout).toMatch(new RegExp(`✓ ${first!.config.slug}\\s+\\d+ pages`));
    expect(statSync(join(out, first!.config.slug, 'index.html')).isFile()).toBe(true);
  });

  it('puts the canonical origin from the dealer config on the page', () => {
    const html = readFileSync(join(out, first!.config.slug, 'index.html'), 'utf8');
    expect(html).toContain(`<link rel="canonical" href="${first!.config.origin}/"`);
  });

  it('gives every page a hashed Content-Security-Policy and the host its _headers file', () => {
    const html = readFileSync(join(out, first!.config.slug, 'index.html'), 'utf8');
    const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).toMatch(/style-src 'self' 'sha256-/);
    expect(policy).not.toContain('unsafe-inline');
    expect(html).not.toMatch(/ style="/);
    const headers = readFileSync(join(out, first!.config.slug, '_headers'), 'utf8');
    expect(headers).toContain("Content-Security-Policy: frame-ancestors 'none'");
    expect(headers).toContain('\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(headers).toContain('\n/*/\n  Cache-Control: public, max-age=0, s-maxage=300, must-revalidate\n');
  });

  it('writes .gz and .br copies beside every text file of 256 bytes or more, each decompressing to it', () => {
    const site = join(out, first!.config.slug);
    const files = filesUnder(site);
    const text = files.filter((f) => /\.(html|css|js|xml|json|svg)$/.test(f) && statSync(f).size >= 256);
    expect(text.length).toBeGreaterThan(50);
    const have = new Set(files);
    for (const file of text) {
      expect(have.has(`${file}.gz`) && have.has(`${file}.br`), `${file} lacks its copies`).toBe(true);
    }
    for (const file of [join(site, 'index.html'), text.find((f) => f.endsWith('.js'))!]) {
      const body = readFileSync(file);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(body)).toBe(true);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(body)).toBe(true);
    }
    expect(files.some((f) => /\.(webp|png|jpg)\.(gz|br)$/.test(f))).toBe(false);
  });

  it('writes no master, admin or signing key anywhere in the output', async () => {
    const masterKey = inject('meiliMasterKey');
    const response = await fetch(`${inject('meiliHost')}/keys`, { headers: { Authorization: `Bearer ${masterKey}` } });
    const { results } = (await response.json()) as { results: { key: string }[] };
    const secrets = [masterKey, ...results.map((k) => k.key)];
    expect(secrets.length).toBeGreaterThan(2);
    for (const file of filesUnder(out)) {
      const text = readFileSync(file, 'latin1');
      for (const secret of secrets) expect(text.includes(secret), `${file} holds a key`).toBe(false);
    }
  });
});

describe('a fleet build with one broken dealer', () => {
  const dealersDir = mkdtempSync(join(tmpdir(), 'dealers-'));
  const out = mkdtempSync(join(tmpdir(), 'dist-fleet-'));
  let run: ReturnType<typeof runBuild>;
  beforeAll(() => {
    for (const dealer of [first!, second!])
      cpSync(dealer.dir, join(dealersDir, dealer.config.slug), { recursive: true });
    cpSync(first!.dir, join(dealersDir, 'broken-motors'), { recursive: true });
    const config = JSON.parse(readFileSync(join(first!.dir, 'dealer.json'), 'utf8')) as Record<string, unknown>;
    config.slug = 'broken-motors';
    config.theme = { ...(config.theme as object), primary: 'bright red' };
    writeFileSync(join(dealersDir, 'broken-motors', 'dealer.json'), JSON.stringify(config));
    run = runBuild(['--dealers-dir', dealersDir, '--out', out]);
  });

  it('names the dealer, the field, what was expected and what was found, and exits non-zero', () => {
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      'dealer "broken-motors": dealer.json theme.primary: expected a hex colour such as "#eb0a1e", found "bright red"',
    );
  });

  it('lists the broken dealer with its reason in the morning report', () => {
    const report = JSON.parse(readFileSync(join(out, '_report', 'report.json'), 'utf8')) as {
      rows: { slug: string; status: string; reason: string }[];
    };
    expect(report.rows.find((r) => r.slug === 'broken-motors')).toMatchObject({
      status: 'invalid',
      reason: expect.stringContaining('theme.primary') as unknown,
    });
    expect(readFileSync(join(out, '_report', 'index.html'), 'utf8')).toContain('broken-motors');
  });

  it('still builds the other dealers', () => {
    expect(
      readdirSync(out)
        .filter((name) => !name.startsWith('_'))
        .sort(),
    ).toEqual([first!.config.slug, second!.config.slug].sort());
    expect(run.stdout).toMatch(/2\/3 dealers built/);
  });
});

describe('a public setting holding a privileged key', () => {
  it('stops the build before anything is built, naming the variable', () => {
    const out = mkdtempSync(join(tmpdir(), 'dist-leak-'));
    const run = spawnSync(process.execPath, ['scripts/build.ts', `--dealer=${first!.config.slug}`, '--out', out], {
      encoding: 'utf8',
      env: { ...process.env, MEILI_HOST: '', PUBLIC_SEARCH_KEY: inject('meiliMasterKey') },
      timeout: 120_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'Refusing to build: PUBLIC_SEARCH_KEY holds a Meilisearch key that can do more than search.',
    );
    expect(readdirSync(out)).toEqual([]);
  });
});
