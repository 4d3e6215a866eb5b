import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_INDEX_UID } from '../../src/search/indexSettings.ts';
import { knownSecrets } from '../../tools/lib/knownSecrets.ts';
import { leakedPublicKeys } from '../../scripts/lib/publicKeyGuard.ts';
import { scanDist, type Secret } from '../../tools/lib/secretScan.ts';
import { adminClient, ensureSigningKey } from '../../scripts/lib/stockIndex.ts';
import { LeadStore } from '../../server/store.ts';
import { demoDealers } from '../support/demoDealers.ts';

/** The smallest demo dealer, built for real, scanned against every secret the machine holds. */
const dealer = demoDealers().sort((a, b) => a.config.dealerships.length - b.config.dealerships.length)[0]!;
const slug = dealer.config.slug;
const host = inject('meiliHost');
const masterKey = inject('meiliMasterKey');
const out = mkdtempSync(join(tmpdir(), 'dist-scan-'));
const dataDir = mkdtempSync(join(tmpdir(), 'data-scan-'));
const SHOPPER = { email: 'private.shopper@example.net', phone: '0433 221 100' };
let secrets: Secret[] = [];
let build: ReturnType<typeof spawnSync>;

beforeAll(async () => {
  build = spawnSync(process.execPath, ['scripts/build.ts', `--dealer=${slug}`, '--out', out], {
    encoding: 'utf8',
    env: { ...process.env, MEILI_HOST: '' },
    timeout: 600_000,
  });
  // A lead store and an export key file like the lead API keeps in .data/leads/.
  mkdirSync(join(dataDir, 'leads'), { recursive: true });
  writeFileSync(
    join(dataDir, 'leads', 'dealer-keys.json'),
    JSON.stringify({ [slug]: 'x'.repeat(8) + 'export-key-42' }),
  );
  const store = new LeadStore(join(dataDir, 'leads', 'leads.sqlite'));
  await store.insertLead({
    id: 'l1',
    website_id: dealer.config.id,
    form: 'general-enquiry',
    category: 'General Enquiry',
    subcategory: null,
    created_at: '2026-03-02T01:00:00.000Z',
    data: { email: SHOPPER.email, phone: SHOPPER.phone, name: 'Private' },
  });
  await store.close();
  secrets = await knownSecrets({ dataDir, dealersDir: resolve('dealers'), env: {}, meili: { host, masterKey } });
}, 600_000);

describe('the secrets scan of dist/<slug>/', () => {
  it('knows every kind of secret: master, admin and search keys, export keys, shoppers’ contacts', () => {
    expect(build.status, String(build.stdout) + String(build.stderr)).toBe(0);
    const kinds = new Set(secrets.map((s) => s.kind));
    expect(kinds).toEqual(
      new Set([
        "a shopper's email (lead store)",
        "a shopper's phone number (lead store)",
        'Meilisearch admin key',
        'Meilisearch master key',
        'Meilisearch search key (signs tenant tokens)',
        'lead API dealer export key',
      ]),
    );
  });

  it('finds none of them in a real build', () => {
    const result = scanDist(out, secrets);
    expect(result.sites).toEqual([slug]);
    expect(result.files).toBeGreaterThan(100);
    expect(result.findings).toEqual([]);
  });

  it('names the file and the kind of each planted secret', () => {
    const planted = mkdtempSync(join(tmpdir(), 'dist-planted-'));
    cpSync(join(out, slug), join(planted, slug), { recursive: true });
    const site = join(planted, slug);
    const script = readdirSync(join(site, '_astro')).find((f) => f.endsWith('.js'))!;
    appendFileSync(join(site, '_astro', script), `const k="${masterKey}";`);
    appendFileSync(
      join(site, 'index.html'),
      `<!-- ${secrets.find((s) => s.kind === 'lead API dealer export key')!.value} -->`,
    );
    appendFileSync(join(site, 'sitemap.xml'), `<!-- call +61 433 221 100 or mail PRIVATE.shopper@example.net -->`);
    writeFileSync(join(site, 'notes.txt'), '-----BEGIN PRIVATE KEY-----\n');
    expect(scanDist(planted, secrets).findings).toEqual(
      expect.arrayContaining([
        { file: `${slug}/_astro/${script}`, kind: 'Meilisearch master key' },
        { file: `${slug}/index.html`, kind: 'lead API dealer export key' },
        { file: `${slug}/sitemap.xml`, kind: "a shopper's phone number (lead store)" },
        { file: `${slug}/sitemap.xml`, kind: "a shopper's email (lead store)" },
        { file: `${slug}/notes.txt`, kind: 'private key (PEM)' },
      ]),
    );
    expect(scanDist(planted, secrets).findings).toHaveLength(5);
  });

  it('refuses to pass on an empty dist', () => {
    expect(() => scanDist(mkdtempSync(join(tmpdir(), 'dist-empty-')), secrets)).toThrow(
      /No built dealer site under .* \(run npm run build first\): nothing was scanned\./,
    );
  });

  it('ships a tenant token limited to search on the stock index under the dealer filter, signed by a search-only key', async () => {
    const pages = readdirSync(join(out, slug), { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.html'),
    );
    const tokens = [
      ...new Set(
        pages.flatMap(
          (page) => readFileSync(join(out, slug, page), 'utf8').match(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g) ?? [],
        ),
      ),
    ];
    expect(tokens).toHaveLength(1);
    const claims = JSON.parse(Buffer.from(tokens[0]!.split('.')[1]!, 'base64url').toString()) as {
      searchRules: Record<string, { filter: string }>;
      apiKeyUid: string;
      exp: number;
    };
    expect(Object.keys(claims.searchRules)).toEqual([DEFAULT_INDEX_UID]);
    expect(claims.searchRules[DEFAULT_INDEX_UID]!.filter).toContain('dealership_slug');
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    const signer = await ensureSigningKey(adminClient(host, masterKey), DEFAULT_INDEX_UID);
    expect(claims.apiKeyUid).toBe(signer.uid);
  });
});

describe('the build guard against keys in public settings', () => {
  it('names every PUBLIC_ variable holding the master key or a key that can do more than search', async () => {
    const admin = adminClient(host, masterKey);
    const { results } = await admin.getKeys({ limit: 1000 });
    const adminKey = results.find((k) => k.actions.some((a) => a !== 'search'))!.key;
    const searchKey = results.find((k) => k.actions.every((a) => a === 'search'))!.key;
    const leaked = await leakedPublicKeys(admin, masterKey, {
      PUBLIC_MEILI_KEY: masterKey,
      PUBLIC_OTHER: `Bearer ${adminKey}`,
      PUBLIC_SEARCH_KEY: searchKey,
      MEILI_MASTER_KEY: masterKey,
    });
    expect(leaked).toEqual(['PUBLIC_MEILI_KEY', 'PUBLIC_OTHER']);
  });

  it('stops npm run build with exit code 2 before building anything', () => {
    const emptyOut = mkdtempSync(join(tmpdir(), 'dist-refused-'));
    const refused = spawnSync(process.execPath, ['scripts/build.ts', `--dealer=${slug}`, '--out', emptyOut], {
      encoding: 'utf8',
      env: { ...process.env, MEILI_HOST: '', PUBLIC_MEILI_KEY: masterKey },
      timeout: 120_000,
    });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain(
      'Refusing to build: PUBLIC_MEILI_KEY holds a Meilisearch key that can do more than search.',
    );
    expect(readdirSync(emptyOut)).toEqual([]);
  });
});
