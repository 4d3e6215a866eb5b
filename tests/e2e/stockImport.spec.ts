import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '../support/test.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { demoDealers } from '../support/demoDealers.ts';
import { stockAdmin } from '../support/carStock.ts';
import { configFingerprint, stockFingerprint } from '../../scripts/lib/buildFingerprints.ts';
import { ensureSampleStock, stockDay } from '../../scripts/lib/seedStock.ts';
import { DEFAULT_INDEX_UID } from '../../src/search/indexSettings.ts';
import type { Car } from '../../src/domain/car.ts';
import { DEALER_WITH_CHANGED_FLAGS } from '../support/e2eDealers.ts';

// Stock comes in through a feed, the live site finds it at once, and `build --changed`
// rebuilds that dealer alone. It changes a demo dealer's stock, so it runs after every other spec
// (its own project) and puts the sample stock back at the end.
const DEALER = DEALER_WITH_CHANGED_FLAGS;
const STOCKNUM = 'IMP4821';
const run = (args: string[], env: Record<string, string>) => {
  const result = spawnSync(process.execPath, args, { env: { ...process.env, ...env }, encoding: 'utf8' });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
};

test('an imported car is searchable on the live site, opens through the 404 fallback, and build --changed rebuilds its dealer alone', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const work = mkdtempSync(join(tmpdir(), 'stock-import-e2e-'));
  const fingerprints = join(work, 'fingerprints');
  const out = join(work, 'dist');
  const env = { FINGERPRINTS_DIR: fingerprints };
  try {
    // Every dealer as just built from today's inputs (the records a good build leaves), and an output
    // folder for each, so only what the import changes can make --changed rebuild.
    mkdirSync(join(fingerprints, 'builds'), { recursive: true });
    const day = stockDay().toISOString().slice(0, 10);
    for (const { config } of demoDealers()) {
      mkdirSync(join(out, config.slug), { recursive: true });
      const record = {
        stock: stockFingerprint(config.slug, day),
        config: configFingerprint(resolve('dealers', config.slug)),
        builtAt: new Date().toISOString(),
      };
      writeFileSync(join(fingerprints, 'builds', `${config.slug}.json`), JSON.stringify(record));
    }

    // The dealer's sample JSON feed with one more car, imported as ops would.
    const sample = JSON.parse(readFileSync(resolve('dealers', DEALER, 'stock-feed.json'), 'utf8')) as Car[];
    const base = sample.find((car) => car.status === 'in_stock')!;
    const added = { ...base, id: 1069821, stocknum: STOCKNUM, vin: 'JTM1MP0RT48210000', regplate: 'IMP482' };
    const feed = join(work, 'feed.json');
    writeFileSync(feed, JSON.stringify([...sample, added]));
    const imported = run(
      ['scripts/import.ts', `--dealer=${DEALER}`, '--file', feed, '--format', 'json', '--allow-mass-removal'],
      env,
    );
    expect(imported.out).toMatch(new RegExp(`${DEALER}.*added`));
    expect(imported.status).toBe(0);
    const { hits } = await (
      await stockAdmin()
    )
      .index<Car>(DEFAULT_INDEX_UID)
      .search('', { filter: `id = ${added.id}`, limit: 1 });
    const car = hits[0]!;
    expect(car.name).toBe(base.name);

    // The live site (built before the import) finds it in search and opens its page through the fallback.
    await page.goto(siteUrl(DEALER, `/search/new-used-and-demo-cars/?query=${STOCKNUM}`));
    const card = page.locator('.car-card', { has: page.locator(`a[href="/cars/${car.slug}"]`) });
    await expect(card).toHaveCount(1);
    await card.getByRole('link', { name: 'Explore Vehicle' }).first().click();
    await page.waitForURL(new RegExp(`/cars/${car.slug}/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
    await expect(page.locator('[data-car-root]')).toHaveAttribute('data-fresh', 'true');
    expect(existsSync(resolve('dist', DEALER, 'cars', car.slug, 'index.html'))).toBe(false);

    // build --changed: that dealer alone, for its stock, and now its car page is prerendered.
    const built = run(['scripts/build.ts', '--changed', '--out', out], env);
    expect(built.status, built.out).toBe(0);
    expect(built.out).toContain(`↻ ${DEALER.padEnd(24)} stock changed`);
    for (const { config } of demoDealers().filter((d) => d.config.slug !== DEALER)) {
      expect(built.out).toContain(`= ${config.slug.padEnd(24)} unchanged, skipped`);
      expect(readdirSync(join(out, config.slug))).toEqual([]);
    }
    const carPage = readFileSync(join(out, DEALER, 'cars', car.slug, 'index.html'), 'utf8');
    expect(carPage).toContain(`<h1`);
    expect(carPage).toContain(car.name);
    expect(carPage).toContain(STOCKNUM);
  } finally {
    // The sample stock back for the next run (the import was recorded under the temporary fingerprints).
    const admin = await stockAdmin();
    await ensureSampleStock(admin, DEFAULT_INDEX_UID, { dealersRoot: resolve('dealers'), force: true });
    rmSync(work, { recursive: true, force: true });
  }
});
