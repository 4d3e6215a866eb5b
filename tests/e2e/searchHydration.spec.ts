import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { DEALER_GROUP } from '../support/e2eDealers.ts';

// The results island hydrates after the page's load event, or at once when the shopper reaches for
// it first, or 2.5 s in at the latest (client:afterload, src/integrations/afterLoad/): the photos are
// held back here so the page cannot finish loading until the test lets them through.
const island = (page: Page) => page.locator('astro-island[component-export="SearchApp"]');

/** Opens the page with its photos held; `held` counts the photo requests waiting at the route. */
async function openWithPhotosHeld(page: Page): Promise<{ release: () => void; held: () => number }> {
  const { promise: gate, resolve: open } = Promise.withResolvers<undefined>();
  let held = 0;
  await page.route('**/img/**', async (route) => {
    held += 1;
    await gate;
    await route.continue();
  });
  await page.goto(siteUrl(DEALER_GROUP, '/search/mazda/'), { waitUntil: 'domcontentloaded' });
  return {
    release: () => {
      open(undefined);
    },
    held: () => held,
  };
}

test('the results island waits for the load event, then hydrates', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  // The page's timers wait for the test: the 2.5 s cap cannot fire however slow the machine is.
  await page.clock.install({ time: new Date('2026-11-28T00:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-28T00:00:01Z'));
  const { release, held } = await openWithPhotosHeld(page);
  // The page has got as far as it can before its load event: the photos wait at the route, and
  // the island element is defined with its directive run. An eager island would have asked for
  // its component by then; this one must not have.
  await expect.poll(held).toBeGreaterThan(0);
  await page.waitForFunction(() => customElements.get('astro-island') !== undefined);
  const component = new URL((await island(page).getAttribute('component-url'))!, page.url()).pathname;
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await expect(island(page)).toHaveAttribute('ssr', '');
  expect(requested).not.toContain(component);
  release();
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
  // Loaded: the idle callback the island waits for is due within its 1 s timeout.
  await page.clock.runFor(1_000);
  await expect(island(page)).not.toHaveAttribute('ssr');
  await expect(page.locator('.car-card').first()).toBeVisible();
});

test('the results island hydrates at once when the shopper reaches for it before the page has loaded', async ({
  page,
}) => {
  const { release } = await openWithPhotosHeld(page);
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
  const { release } = await openWithPhotosHeld(page);
  const opened = Date.now();
  await expect(island(page)).not.toHaveAttribute('ssr', { timeout: 10_000 });
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  expect(Date.now() - opened).toBeGreaterThan(1000);
  release();
});
