import { expect, test } from '../support/test.ts';
import { pickBuiltCar } from '../support/carStock.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { freshPhone, signInOnPage } from '../support/shopper.ts';
import { DEALER_GROUP, DEALER_ON_USED_TEMPLATE } from '../support/e2eDealers.ts';

// SPEC §7 analytics events: phone click 25 and save 39.
const events = (page: import('@playwright/test').Page, name: string) =>
  page.evaluate((wanted) => (window.dataLayer ?? []).filter((e) => e.event === wanted), name);

test('a tap on a phone link pushes the phone click event (25), on any page', async ({ page }) => {
  await page.goto(siteUrl(DEALER_GROUP, '/contact/'));
  const phone = page.locator('main a[href^="tel:"]').first();
  const href = await phone.getAttribute('href');
  await phone.evaluate((link) => {
    link.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
      },
      { once: true },
    );
  });
  await phone.click();
  expect(await events(page, 'phone_click')).toEqual([{ event: 'phone_click', event_id: 25, phone: href!.slice(4) }]);
});

test('saving a car to the watchlist pushes the save event (39)', async ({ page }) => {
  const car = await pickBuiltCar(DEALER_ON_USED_TEMPLATE, 'status = "in_stock"');
  await page.goto(siteUrl(DEALER_ON_USED_TEMPLATE, `/sign-in?type=watchlist&redirect=/cars/${car.slug}/&back=/`));
  await signInOnPage(page, freshPhone());
  await page.waitForURL((url) => url.pathname === `/cars/${car.slug}/`);
  await page.locator('[data-watchlist-toggle]').first().click();
  await expect
    .poll(() => events(page, 'watchlist_saved'))
    .toEqual([{ event: 'watchlist_saved', event_id: 39, car_id: expect.any(String) }]);
});
