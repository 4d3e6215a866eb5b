import type { Page } from '@playwright/test';
import { pickBuiltCar } from '../support/carStock.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { SearchPage } from '../support/searchPage.ts';
import { expect, test } from '../support/test.ts';
import { DEALER_GROUP } from '../support/e2eDealers.ts';

// Failure drills of the search engine and the shopper's connection (SECURITY.md). The lead
// API's drills (down, 500, timeout, offline, kill -9 mid-write) are in lead-faults and lead-api-kill.
const DEALER = DEALER_GROUP;
const SEARCH_CALLS = /\/(multi-search|indexes\/[^/]+\/search)$/;

/** Every search-engine call of the page answers 500 with a Meilisearch-style error body. */
async function engineAnswers500(page: Page): Promise<void> {
  await page.route(SEARCH_CALLS, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ message: 'internal error', code: 'internal', type: 'internal' }),
    }),
  );
}

test('search engine answering 500: the prerendered cards stay, a notice shows, search recovers', async ({ page }) => {
  const search = new SearchPage(page, DEALER);
  await search.open('/search/new-used-and-demo-cars/');
  const before = await search.cardSlugs();
  await engineAnswers500(page);
  await search.filterByMake('Ford', /\/search\/ford\/$/);
  await expect(search.notice()).toContainText('Search is not answering right now');
  expect(await search.cardSlugs()).toEqual(before);
  await page.unroute(SEARCH_CALLS);
  await expect(page.locator('.notice--ok')).toContainText('Search is back', { timeout: 15_000 });
  const names = await page.locator('.car-name').allInnerTexts();
  // Every card a Ford, and at least one card: an empty list would pass the loop below.
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toContain('Ford');
});

test('search engine slow (3 s): the page is readable at once and the refined results arrive', async ({ page }) => {
  const search = new SearchPage(page, DEALER);
  await page.route(SEARCH_CALLS, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto(siteUrl(DEALER, '/search/new-used-and-demo-cars/'));
  // Prerendered: cards and links are there before any answer from the engine.
  await expect(search.cards().first()).toBeVisible({ timeout: 2000 });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
  await search.filterByMake('Ford', /\/search\/ford\/$/);
  await expect(page.locator('.busy-bar.is-busy')).toHaveCount(1);
  await expect
    .poll(
      async () => {
        const names = await page.locator('.car-name').allInnerTexts();
        return names.length > 0 && names.every((n) => n.includes('Ford'));
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await expect(search.notice()).toHaveCount(0);
});

test('search engine down: home, car and location pages keep their prerendered content and actions', async ({
  page,
}) => {
  const car = await pickBuiltCar(DEALER, 'status = "in_stock" AND price > 1000');
  await page.route(SEARCH_CALLS, (route) => route.abort('connectionrefused'));
  await page.goto(siteUrl(DEALER, '/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(siteUrl(DEALER, `/cars/${car.slug}/`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
  await expect(page.locator('[data-live="price-amount"]')).toHaveText(`$${car.price.toLocaleString('en-AU')}`);
  await expect(page.locator('body')).toHaveAttribute('data-forms', 'ready');
  await page.locator('.car-actions').getByRole('link', { name: 'Enquire', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Enquire about this car' })).toBeVisible();
  await page.goto(siteUrl(DEALER, '/contact'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('shopper offline: a refinement keeps the results and shows the notice; back online it recovers', async ({
  page,
  context,
}) => {
  const search = new SearchPage(page, DEALER);
  await search.open('/search/new-used-and-demo-cars/');
  const before = await search.cardSlugs();
  await context.setOffline(true);
  await search.filterByMake('Ford', /\/search\/ford\/$/);
  await expect(search.notice()).toContainText('Search is not answering right now');
  expect(await search.cardSlugs()).toEqual(before);
  await context.setOffline(false);
  await expect(page.locator('.notice--ok')).toContainText('Search is back', { timeout: 15_000 });
});
