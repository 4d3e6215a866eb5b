import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { pickBuiltCar } from '../support/carStock.ts';
import { DEALER_GROUP } from '../support/e2eDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { SearchPage } from '../support/searchPage.ts';

// The dealer's image host is down: every photo request fails. Pages stay whole: each photo that
// tried to load shows the site's placeholder with the car's name, never a broken-image icon.

const hostDown = (page: Page) => page.route('**/img/**', (route) => route.abort('connectionrefused'));

/** Photos that failed to load and are still visible (a broken-image icon on screen). */
const brokenAndVisible = (page: Page) =>
  page.$$eval('img', (imgs) =>
    imgs
      .filter((img) => img.complete && img.naturalWidth === 0 && img.currentSrc !== '')
      .filter((img) => {
        const style = getComputedStyle(img);
        return style.visibility !== 'hidden' && style.opacity !== '0' && img.getClientRects().length > 0;
      })
      .map((img) => img.currentSrc),
  );

/** The placeholder text drawn over a frame (its ::after content), quotes removed. */
const placeholderText = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el, '::after').content.replace(/^"|"$/g, ''));

test('a car page with the photo host down shows the placeholder with the car name, and the car stays listed', async ({
  page,
}) => {
  const car = await pickBuiltCar(DEALER_GROUP, 'status = "in_stock" AND photos_count > 1');
  await hostDown(page);
  await page.goto(siteUrl(DEALER_GROUP, `/cars/${car.slug}/`));
  const frame = page.locator('.car-gallery [data-photo]').first();
  await expect(frame).toHaveAttribute('data-photo-failed', '');
  expect(await placeholderText(page, '.car-gallery [data-photo][data-photo-failed]')).toBe(car.name);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);
  await expect(page.locator('[data-live="price-amount"]')).not.toBeEmpty();
  // Thumbnails load lazily: bring them in, then none may show a broken image either.
  await page.locator('.car-gallery__thumbs').scrollIntoViewIfNeeded();
  await expect(page.locator('.car-gallery__thumbs [data-photo-failed]').first()).toBeAttached();
  expect(await brokenAndVisible(page)).toEqual([]);
  // A thumbnail button is named by its photo's alt text, failed or not (axe: button-name).
  await expect(page.locator('.car-gallery__thumbs button[data-photo-failed]').first()).toHaveAccessibleName(
    /^Photo \d+$/,
  );
});

test('a search page with the photo host down shows placeholders on the cards, never broken images', async ({
  page,
}) => {
  await hostDown(page);
  const search = new SearchPage(page, DEALER_GROUP);
  await search.open('/search/new-used-and-demo-cars/');
  const card = page.locator('.car-card').first();
  const name = await card.locator('h3.car-name').innerText();
  await expect(card.locator('[data-photo]')).toHaveAttribute('data-photo-failed', '');
  expect(await placeholderText(page, '.car-card [data-photo][data-photo-failed]')).toBe(name);
  expect(await brokenAndVisible(page)).toEqual([]);
});
