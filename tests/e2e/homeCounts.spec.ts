import { expect, test } from '../support/test.ts';
import { demoDealers } from '../support/demoDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { SearchPage } from '../support/searchPage.ts';
import { DEALER_GROUP } from '../support/e2eDealers.ts';
import { fleetMakeLogoFiles } from '../../src/config/makeLogos.ts';
import { slugify } from '../../src/domain/slug.ts';

// A count a shopper clicks on the home page is the count the click shows.
for (const dealer of demoDealers()) {
  const slug = dealer.config.slug;
  test(`${slug}: every home facet tile's count is the total of the search it opens`, async ({ page }) => {
    test.setTimeout(300_000); // up to 36 tiles, each opened: over 2 min on a busy 2-core CI machine
    // Counts are the subject, not photos: refused photos let each search page load, and so hydrate,
    // at once rather than after the image host's first renders (up to 2.5 s a page).
    await page.route('**/img/**', (route) => route.abort('blockedbyclient'));
    await page.goto(siteUrl(slug, '/'));
    const tiles = await page.locator('.home-search [data-tiles] a').evaluateAll((links) =>
      links.map((a) => ({
        href: a.getAttribute('href')!,
        count: Number(a.querySelector('strong')!.textContent.replace(/\D/g, '')),
      })),
    );
    expect(tiles.length).toBeGreaterThan(0);
    const search = new SearchPage(page, slug);
    const wrong: string[] = [];
    for (const tile of tiles) {
      await search.open(tile.href);
      // A link's extra filters apply just after hydration: give the count time to settle on it (a
      // busy 2-core machine has taken over 5 s to hydrate a search page).
      await expect
        .poll(() => search.total(), { timeout: 15_000 })
        .toBe(tile.count)
        .catch(async () => wrong.push(`${tile.href}: tile ${tile.count}, search ${await search.total()}`));
    }
    expect(wrong).toEqual([]);
  });
}

test('the make list shows names, and a logo only where the fleet supplies one for the make', async ({ page }) => {
  const search = new SearchPage(page, DEALER_GROUP);
  await search.open('/search/new-used-and-demo-cars/');
  const first = page.locator('.make-list a').first();
  await expect(first.locator('.facet-label')).not.toBeEmpty();
  expect(await first.innerText()).toMatch(/^[A-Z][\w -]+\s+\d+$/);
  const supplied = new Set(fleetMakeLogoFiles('dealers').map((file) => file.replace(/\.\w+$/, '')));
  for (const row of await page.locator('.make-list .make-row > a').all()) {
    const make = slugify(await row.locator('.facet-label').innerText());
    const logo = row.locator('img.make-logo');
    if (supplied.has(make)) await expect(logo).toHaveAttribute('src', new RegExp(`^/makes/${make}\\.\\w+$`));
    else await expect(logo).toHaveCount(0);
  }
});
