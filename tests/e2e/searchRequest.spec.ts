import { expect, test } from '../support/test.ts';
import { demoDealers } from '../support/demoDealers.ts';
import { SearchPage } from '../support/searchPage.ts';
import { BELOW_MINIMUM, ABOVE_MAXIMUM } from '../../src/domain/rangeSlider.ts';
import { DEALER_GROUP } from '../support/e2eDealers.ts';

const DEALER = DEALER_GROUP;

test('the search asks the engine for the SPEC §7 facets, city among them', async ({ page }) => {
  const asked = new Set<string>();
  page.on('request', (request) => {
    if (!request.url().endsWith('/multi-search')) return;
    const body = request.postDataJSON() as { queries: { facets?: string[] }[] };
    for (const query of body.queries) for (const facet of query.facets ?? []) asked.add(facet);
  });
  const search = new SearchPage(page, DEALER);
  await search.open('/search/new-used-and-demo-cars/');
  await search.filterByMake('Mazda', /mazda/);
  for (const facet of ['price', 'make', 'body', 'city', 'location_name']) expect(asked).toContain(facet);
});

test('a price range from a shared URL is rounded to 1000 and clamped to the range, with the log-only messages', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const search = new SearchPage(page, DEALER);
  await search.open('/search/new-used-and-demo-cars/?range%5Bprice%5D=%2412%2C345%3A9999999');
  await page.waitForURL(/range%5Bprice%5D=12000%3A$|range\[price\]=12000:$/);
  expect(logged).toContain(ABOVE_MAXIMUM);
  await search.open('/search/new-used-and-demo-cars/?range%5Bprice%5D=-5000%3A30400');
  await page.waitForURL(/range%5Bprice%5D=%3A30000$|range\[price\]=:30000$/);
  expect(logged).toContain(BELOW_MINIMUM);
});

test('the heading and <title> follow the filters without a reload', async ({ page }) => {
  const search = new SearchPage(page, DEALER);
  await search.open('/search/new-used-and-demo-cars/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All vehicles for sale');
  await search.filterByMake('Mazda', /\/search\/mazda\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mazda for sale');
  await expect(page).toHaveTitle(/^Mazda for sale \| Harbour Auto Group$/);
  await page.locator('.make-list a', { hasText: 'Mazda' }).first().click();
  await page.waitForURL(/\/search\/new-used-and-demo-cars\/$/);
  await search.filterByMake('Kia', /\/search\/kia\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kia for sale');
  await expect(page).toHaveTitle(/^Kia for sale \| /);
});

test("the used-car page shows the dealer's SEO heading and footer text, other pages do not", async ({ page }) => {
  const dealer = demoDealers().find((d) => d.config.flags.content.usedCarSeo)!;
  const seo = dealer.config.flags.content.usedCarSeo!;
  const search = new SearchPage(page, dealer.config.slug);
  for (const path of ['/search/used-cars/', ...(dealer.config.flags.routes.usedCarPaths ? ['/used-car/list/'] : [])]) {
    await search.open(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seo.heading);
    await expect(page.locator('[data-seo-footer] p').first()).toHaveText(seo.footerText.split(/\n{2,}/)[0]!);
  }
  await search.open('/search/new-used-and-demo-cars/');
  await expect(page.locator('[data-seo-footer]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(seo.heading);
});
