import { expect, it } from 'vitest';
import type { DeployOutcome } from '../../scripts/deploy/deployDealer.ts';
import { rollbackDealer } from '../../scripts/deploy/rollbackDealer.ts';
import { originGet } from '../../scripts/deploy/originHttp.ts';
import { originDealers } from '../../scripts/deploy/settings.ts';
import { pageAssets } from '../../scripts/deploy/smokeRules.ts';
import { testOrigin } from '../support/testOrigin.ts';

const dealer = originDealers('dealers').find((d) => d.slug === 'hobart-toyota')!;
const host = 'hobart-toyota.localhost';
const origin = testOrigin('deploy-drill-', [dealer]);

it('a shopper loading pages and their assets through 10 deploys and a rollback sees no 404, 5xx or broken page', async () => {
  const deploy = async () => (await origin.deployNext(dealer)).outcome;
  expect((await deploy()).ok).toBe(true); // release 1

  const failures: string[] = [];
  const seen = new Set<string>();
  let requests = 0;
  const state = { running: true };
  const deadline = Date.now() + 90_000;
  const shopper = (async () => {
    const paths = ['/', '/search/used-cars/', '/cars/2019-mazda-cx-5-u100/'];
    for (let i = 0; state.running && Date.now() < deadline; i += 1) {
      const path = paths[i % paths.length]!;
      const page = await originGet(origin.url, host, path);
      requests += 1;
      if (page.status !== 200) failures.push(`${path} ${page.status}`);
      const html = page.body.toString();
      seen.add(/release (\d+)/.exec(html)?.[1] ?? '?');
      for (const asset of pageAssets(html)) {
        const res = await originGet(origin.url, host, asset);
        requests += 1;
        if (res.status !== 200) failures.push(`${asset} (asset of ${path}) ${res.status}`);
      }
    }
  })();

  const outcomes: DeployOutcome[] = [];
  for (let i = 0; i < 10; i += 1) outcomes.push(await deploy()); // releases 2 to 11
  outcomes.push(await rollbackDealer(dealer, origin.settings));
  // A few more rounds against the rolled-back release.
  const after = requests;
  while (requests < after + 12 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  state.running = false;
  await shopper;

  expect(outcomes.map((o) => o.message).filter((_, i) => !outcomes[i]!.ok)).toEqual([]);
  expect(failures).toEqual([]);
  expect(requests).toBeGreaterThan(40);
  // The shopper really was there across several releases, including the rolled-back one (10).
  expect(seen.size).toBeGreaterThanOrEqual(3);
  expect(seen.has('10')).toBe(true);
}, 120_000);
