import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dealerDir, type OriginSettings } from '../../scripts/deploy/deployDealer.ts';
import { listReleases } from '../../scripts/deploy/rollbackDealer.ts';
import { originDealers } from '../../scripts/deploy/settings.ts';
import type { FakeCars } from '../support/fakeBuild.ts';
import { testOrigin } from '../support/testOrigin.ts';

const dealer = originDealers('dealers').find((d) => d.slug === 'hobart-toyota')!;
const origin = testOrigin('deploy-shrink-', [dealer]);
const { root } = origin;
let version = 0;

async function deploy(cars: FakeCars, extra: Partial<OriginSettings> = {}) {
  const deployed = await origin.deployNext(dealer, { cars }, extra);
  version = deployed.version;
  return deployed.outcome;
}
const liveHome = () => origin.page('hobart-toyota.localhost');

describe('no empty or shrunken site goes live', () => {
  it('refuses an empty build and a build with half the cars, naming both counts, and keeps the live site', async () => {
    expect(dealer.maxRemovalPercent).toBe(30);
    expect(await deploy({ listed: 40 })).toMatchObject({ ok: true });
    expect(listReleases(dealer.slug, root).at(-1)?.cars).toEqual({ listed: 40, sold: 1, shown: 41 });
    const before = await liveHome();
    const folders = readdirSync(dealerDir(root, dealer.slug)).length;

    const empty = await deploy({ listed: 0 });
    expect(empty).toMatchObject({
      ok: false,
      message:
        'Refusing to deploy hobart-toyota: the build lists 0 cars (the live release lists 40); check the feed and the import, or deploy anyway with --allow-shrink.',
    });
    const half = await deploy({ listed: 20 });
    expect(half).toMatchObject({
      ok: false,
      message:
        'Refusing to deploy hobart-toyota: the build lists 20 cars, fewer than 70% of the 40 the live release lists; check the feed and the import, or deploy anyway with --allow-shrink.',
    });
    expect(await liveHome()).toBe(before);
    expect(readdirSync(dealerDir(root, dealer.slug))).toHaveLength(folders);
    // 28 of 40 is exactly 70%: allowed.
    expect(await deploy({ listed: 28 })).toMatchObject({ ok: true });
  });

  it('deploys the half-size build with --allow-shrink, and the next deploy compares with it', async () => {
    const allowed = await deploy({ listed: 14 }, { allowShrink: true });
    expect(allowed).toMatchObject({ ok: true });
    expect(await liveHome()).toContain(`release ${version}`);
    expect(await liveHome()).toContain('15 vehicles ready to view');
    expect(await deploy({ listed: 10 })).toMatchObject({ ok: true });
  });

  it('the smoke check fails a release whose pages show another count than it recorded, and rolls back', async () => {
    const before = await liveHome();
    const outcome = await deploy({ listed: 10, pagesShow: 3 });
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(
      /^hobart-toyota: smoke check failed \(home \/ shows 3 vehicles, the release recorded 11 and 1 more\); rolled back to \d{8}T/,
    );
    expect(await liveHome()).toBe(before);
  });
});
