import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { DEALER_GROUP } from '../support/e2eDealers.ts';

// The results island hydrates after the page's load event, or at once when the shopper reaches for
// it first, or 2.5 s in at the latest (client:afterload, src/integrations/afterLoad/): the photos are
// held back here so the page cannot finish loading until the test lets them through.
const island = (page: Page) => page.locator('astro-island[component-export="SearchApp"]');

async function openWithPhotosHeld(page: Page): Promise<() => void> {
  const { promise: held, resolve: release } = Promise.withResolvers<undefined>();
  await page.route('**/img/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(siteUrl(DEALER_GROUP, '/search/mazda/'), { waitUntil: 'domcontentloaded' });
  return () => {
    release(undefined);
  };
}

test('the results island waits for the load event, then hydrates', async ({ page }) => {
  const release = await openWithPhotosHeld(page);
  // Well past the time the island takes to hydrate once the page has loaded (tens of ms here),
  // short of the 2.5 s cap.
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await expect(island(page)).toHaveAttribute('ssr', '');
  release();
  await expect(island(page)).not.toHaveAttribute('ssr');
  await expect(page.locator('.car-card').first()).toBeVisible();
});

test('the results island hydrates at once when the shopper reaches for it before the page has loaded', async ({
  page,
}) => {
  const release = await openWithPhotosHeld(page);
  await expect(island(page)).toHaveAttribute('ssr', '');
  await page.getByLabel('Search vehicles').focus();
  await expect(island(page)).not.toHaveAttribute('ssr', { timeout: 5000 });
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  // Hydrated, the search box searches.
  await page.getByLabel('Search vehicles').fill('cx-5');
  await expect(page).toHaveURL(/query=cx-5/);
  release();
});

test('a stalled photo does not leave the results island inert: it hydrates 2.5 s in at the latest', async ({
  page,
}) => {
  const release = await openWithPhotosHeld(page);
  const opened = Date.now();
  await expect(island(page)).not.toHaveAttribute('ssr', { timeout: 10_000 });
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  expect(Date.now() - opened).toBeGreaterThan(1000);
  release();
});
