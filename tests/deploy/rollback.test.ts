import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dealerDir } from '../../scripts/deploy/deployDealer.ts';
import { listReleases, rollbackDealer } from '../../scripts/deploy/rollbackDealer.ts';
import { originDealers } from '../../scripts/deploy/settings.ts';
import type { FakeBreak } from '../support/fakeBuild.ts';
import { testOrigin } from '../support/testOrigin.ts';

const dealer = originDealers('dealers').find((d) => d.slug === 'hobart-toyota')!;
const origin = testOrigin('deploy-rollback-', [dealer]);
const { root } = origin;
const deploy = (broken: FakeBreak = false) => origin.deployNext(dealer, { broken });
const liveVersion = async () => /release (\d+)/.exec(await origin.page('hobart-toyota.localhost'))?.[1] ?? 'none';

describe('rollback never goes back into a bad release', () => {
  it('rollback after rollback skips a failed release and each release it left, then says there is none left', async () => {
    expect((await deploy()).outcome.ok).toBe(true); // 1
    expect((await deploy()).outcome.ok).toBe(true); // 2
    expect((await deploy('script')).outcome.ok).toBe(false); // 3: smoke check fails, kept as bad
    expect((await deploy()).outcome.ok).toBe(true); // 4
    expect(await liveVersion()).toBe('4');
    const ids = listReleases(dealer.slug, root).map((r) => r.id);
    expect(ids).toHaveLength(4);

    const first = await rollbackDealer(dealer, origin.settings);
    expect(first).toMatchObject({
      ok: true,
      release: ids[1],
      message: `hobart-toyota: rolled back from ${ids[3]} to ${ids[1]}; ${ids[3]} is marked bad.`,
    });
    expect(await liveVersion()).toBe('2');
    const second = await rollbackDealer(dealer, origin.settings);
    expect(second).toMatchObject({ ok: true, release: ids[0] });
    expect(await liveVersion()).toBe('1');
    const third = await rollbackDealer(dealer, origin.settings);
    expect(third).toMatchObject({
      ok: false,
      message: `hobart-toyota: no good release older than ${ids[0]} to roll back to (see npm run releases).`,
    });
    expect(await liveVersion()).toBe('1');
    expect(listReleases(dealer.slug, root).map((r) => [r.current, r.bad === null])).toEqual([
      [true, true],
      [false, false],
      [false, false],
      [false, false],
    ]);
  });

  it('a rollback smoke-checks its target (a broken one is marked bad, the live one stays) and purges the CDN', async () => {
    const calls: string[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        calls.push(body);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const purging = {
      ...origin.settings,
      purgeUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`,
    };
    try {
      const a = await deploy(); // 5
      expect(a.outcome.ok).toBe(true);
      const b = await deploy(); // 6
      expect(b.outcome.ok).toBe(true);
      const broken = await deploy(); // 7, good now; its script goes missing later
      expect(broken.outcome.ok).toBe(true);
      const c = await deploy(); // 8, live
      const [, , , , idA, , idBroken, idC] = listReleases(dealer.slug, root).map((r) => r.id);
      rmSync(join(dealerDir(root, dealer.slug), idBroken!, '_astro', `app.v${broken.version}.js`));
      calls.length = 0;
      const failed = await rollbackDealer(dealer, purging, idBroken);
      expect(failed.ok).toBe(false);
      expect(failed.message).toBe(
        `hobart-toyota: smoke check of ${idBroken} failed (asset /_astro/app.v${broken.version}.js answered 404); ${idC} stays live and ${idBroken} is marked bad.`,
      );
      expect(await liveVersion()).toBe(String(c.version));
      expect(calls).toEqual([]);
      const good = await rollbackDealer(dealer, purging, idA);
      expect(good).toMatchObject({ ok: true, release: idA });
      expect(await liveVersion()).toBe(String(a.version));
      expect(calls).toEqual([
        JSON.stringify({ dealer: 'hobart-toyota', hosts: ['www.hobarttoyota.com.au', 'hobart-toyota.localhost'] }),
      ]);
      expect(listReleases(dealer.slug, root).find((r) => r.id === idBroken)?.bad).toBe(
        `smoke check failed on rollback: asset /_astro/app.v${broken.version}.js answered 404`,
      );
    } finally {
      server.close();
    }
  });

  it('npm run rollback and npm run releases work as commands', async () => {
    const good = await deploy();
    const next = await deploy();
    expect([good.outcome.ok, next.outcome.ok]).toEqual([true, true]);
    const npm = (...args: string[]) =>
      spawnSync('npm', ['run', '--silent', ...args, `--root=${root}`, `--origin-url=${origin.url}`], {
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` },
      });
    const back = npm('rollback', '--', '--dealer=hobart-toyota', `--to=${good.outcome.release}`);
    expect(back.status).toBe(0);
    expect(back.stdout).toBe(
      `✓ hobart-toyota: rolled back from ${next.outcome.release} to ${good.outcome.release}; ${next.outcome.release} is marked bad.\n`,
    );
    expect(await liveVersion()).toBe(String(good.version));
    const refused = npm('rollback', '--', '--dealer=hobart-toyota', `--to=${next.outcome.release}`);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toMatch(/^✗ hobart-toyota: release \S+ was found bad \(rolled back from at /);
    const list = npm('releases', '--', '--dealer=hobart-toyota');
    expect(list.status).toBe(0);
    expect(list.stdout).toContain(`* ${good.outcome.release}  live  `);
    expect(list.stdout).toMatch(
      new RegExp(`  ${next.outcome.release}  bad   .*10 cars listed, 1 sold  \\(rolled back from at `),
    );
  });
});
