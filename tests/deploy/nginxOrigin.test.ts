import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FINGERPRINTED, REVALIDATED } from '../../src/integrations/cacheRules.ts';
import { SECURITY_HEADERS } from '../../src/integrations/securityHeaders.ts';
import { dealerDir, deployDealer } from '../../scripts/deploy/deployDealer.ts';
import { listReleases, rollbackDealer } from '../../scripts/deploy/rollbackDealer.ts';
import { originGet } from '../../scripts/deploy/originHttp.ts';
import { precompressTree } from '../../scripts/precompress/precompress.ts';
import { pageAssets } from '../../scripts/deploy/smokeRules.ts';
import { originDealers } from '../../scripts/deploy/settings.ts';
import type { FakeBreak } from '../support/fakeBuild.ts';
import { testOrigin } from '../support/testOrigin.ts';

const dealers = originDealers('dealers').filter((d) => ['hobart-toyota', 'southern-cross-used'].includes(d.slug));
const [hobart, southern] = [
  dealers.find((d) => d.slug === 'hobart-toyota')!,
  dealers.find((d) => d.slug === 'southern-cross-used')!,
];
const origin = testOrigin('deploy-origin-', dealers);
const { root, dist } = origin;
const deployVersion = (dealer: typeof hobart, broken: FakeBreak = false) => origin.deployNext(dealer, { broken });

describe('deploy to a real nginx on loopback', () => {
  it('serves two dealers by Host header with cache and security headers and precompressed bodies', async () => {
    const a = await deployVersion(hobart);
    const b = await deployVersion(southern);
    expect(a.outcome).toMatchObject({ ok: true });
    expect(b.outcome).toMatchObject({ ok: true });
    for (const [dealer, v] of [
      [hobart, a.version],
      [southern, b.version],
    ] as const) {
      for (const host of [new URL(dealer.origin).hostname, `${dealer.slug}.localhost`]) {
        const home = await originGet(origin.url, host, '/');
        expect(home.status).toBe(200);
        expect(home.body.toString()).toContain(`${dealer.name} release ${v}`);
        expect(home.headers['cache-control']).toBe(REVALIDATED.cacheControl);
        for (const [name, value] of SECURITY_HEADERS) expect(home.headers[name.toLowerCase()]).toBe(value);
      }
      const host = `${dealer.slug}.localhost`;
      const gz = await originGet(origin.url, host, '/', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
      expect(gunzipSync(gz.body).toString()).toContain(`${dealer.name} release ${v}`);
      const [css] = pageAssets(home(v, dealer.name));
      const asset = await originGet(origin.url, host, css!, 'gzip');
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe(FINGERPRINTED.cacheControl);
      expect(asset.headers['content-encoding']).toBe('gzip');
      expect(asset.headers['x-frame-options']).toBe('DENY');
      const missing = await originGet(origin.url, host, '/no-such-page/');
      expect(missing.status).toBe(404);
      expect(missing.body.toString()).toContain('Page not found');
      expect(missing.headers['x-content-type-options']).toBe('nosniff');
      expect((await originGet(origin.url, host, '/.release.json')).status).toBe(404);
    }
    expect((await originGet(origin.url, 'unknown.example', '/')).status).toBe(404);
  });

  it('rolls back to the previous release and keeps only the last 5', async () => {
    let live = 0;
    for (let i = 0; i < 6; i += 1) {
      const deployed = await deployVersion(hobart);
      expect(deployed.outcome.ok).toBe(true);
      live = deployed.version;
    }
    const releases = listReleases('hobart-toyota', root);
    expect(releases).toHaveLength(5);
    expect(releases.at(-1)?.current).toBe(true);
    const back = await rollbackDealer(hobart, origin.settings);
    expect(back.ok).toBe(true);
    const home = await originGet(origin.url, 'hobart-toyota.localhost', '/');
    expect(home.body.toString()).toContain(`release ${live - 1}`);
    expect(listReleases('hobart-toyota', root).find((r) => r.current)?.id).toBe(releases.at(-2)?.id);
    // The other dealer is untouched.
    expect((await originGet(origin.url, 'southern-cross-used.localhost', '/')).body.toString()).toContain('release 2');
  });

  it('a build whose page names a missing script fails the smoke check, rolls back on its own and stays, marked bad', async () => {
    const before = (await originGet(origin.url, 'hobart-toyota.localhost', '/')).body.toString();
    const count = readdirSync(dealerDir(root, 'hobart-toyota')).length;
    const { outcome } = await deployVersion(hobart, 'script');
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(
      /^hobart-toyota: smoke check failed \(asset \/_astro\/app\.v\d+\.js answered 404.*rolled back to \d{8}T/,
    );
    expect((await originGet(origin.url, 'hobart-toyota.localhost', '/')).body.toString()).toBe(before);
    expect(readdirSync(dealerDir(root, 'hobart-toyota'))).toHaveLength(count + 1);
    expect(listReleases('hobart-toyota', root).at(-1)?.bad).toMatch(
      /^smoke check failed: asset \/_astro\/app\.v\d+\.js answered 404$/,
    );
  });

  it('publishes the .gz copies the build wrote rather than compressing again', async () => {
    const version = origin.nextBuild(southern);
    const site = join(dist(version), southern.slug);
    await precompressTree(site);
    // A marker only the build's copy holds: nginx serving it proves the deploy carried the copy.
    writeFileSync(join(site, 'index.html.gz'), gzipSync(`${southern.name} precompressed by the build`));
    const outcome = await deployDealer(southern, dist(version), origin.settings);
    expect(outcome).toMatchObject({ ok: true });
    const gz = await originGet(origin.url, 'southern-cross-used.localhost', '/', 'gzip');
    expect(gunzipSync(gz.body).toString()).toBe(`${southern.name} precompressed by the build`);
  });

  it('a build whose script imports a missing chunk fails the smoke check too (it follows imports)', async () => {
    const before = (await originGet(origin.url, 'hobart-toyota.localhost', '/')).body.toString();
    const { outcome } = await deployVersion(hobart, 'chunk');
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(
      /^hobart-toyota: smoke check failed \(asset \/_astro\/chunk\.v\d+\.js answered 404\); rolled back to \d{8}T/,
    );
    expect((await originGet(origin.url, 'hobart-toyota.localhost', '/')).body.toString()).toBe(before);
  });

  it('a second deploy of the same dealer while one runs is refused in one line, not interleaved', async () => {
    const version = origin.nextBuild(hobart);
    const [first, second] = await Promise.all([
      deployDealer(hobart, dist(version), origin.settings),
      deployDealer(hobart, dist(version), origin.settings),
    ]);
    const refused = [first, second].filter((o) => !o.ok);
    expect([first, second].filter((o) => o.ok)).toHaveLength(1);
    expect(refused[0]?.message).toMatch(
      /^Refusing to deploy hobart-toyota: another deploy of it is running \(pid \d+\)/,
    );
  });
});

describe('CDN purge hook', () => {
  it('is called after a good switch with the dealer host names and the token; its failure does not roll back', async () => {
    const calls: { auth: string | undefined; body: string }[] = [];
    let answer = 204;
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        calls.push({ auth: req.headers.authorization, body });
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address() as AddressInfo;
    const purging = {
      ...origin.settings,
      purgeUrl: `http://127.0.0.1:${address.port}/purge`,
      purgeToken: 'purge-secret',
    };
    try {
      const good = (await origin.deployNext(southern, {}, purging)).outcome;
      expect(good.ok).toBe(true);
      expect(good.message).toMatch(
        new RegExp(
          `^southern-cross-used: release ${good.release} is live \\(\\d+ files written, \\d+ unchanged\\)\\.$`,
        ),
      );
      expect(calls).toEqual([
        {
          auth: 'Bearer purge-secret',
          // Every page of the fake build names its release, so each is a changed URL to forget.
          body: JSON.stringify({
            dealer: 'southern-cross-used',
            hosts: ['www.southerncrossused.com.au', 'southern-cross-used.localhost'],
            paths: [
              '/',
              '/404.html',
              '/cars/2019-mazda-cx-5-u100/',
              '/search/new-used-and-demo-cars/',
              '/search/used-cars/',
            ],
          }),
        },
      ]);
      answer = 500;
      const { version, outcome: purgeFailed } = await origin.deployNext(southern, {}, purging);
      expect(purgeFailed.ok).toBe(true);
      expect(purgeFailed.message).toContain('CDN purge answered 500');
      const home = await originGet(origin.url, 'southern-cross-used.localhost', '/');
      expect(home.body.toString()).toContain(`release ${version}`);
    } finally {
      server.close();
    }
  });
});

/** The home page HTML of fake build v (for its asset URLs). */
function home(v: number, name: string): string {
  return readFileSync(join(dist(v), dealers.find((d) => d.name === name)!.slug, 'index.html'), 'utf8');
}
