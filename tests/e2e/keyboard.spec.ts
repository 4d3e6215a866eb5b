import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { dateInZone, upcomingSpecialHours } from '../../src/domain/locationHours.ts';
import { contactSlugOf, shownLocations } from '../../src/domain/locations.ts';
import type { Dealer } from '../../src/config/loadDealer.ts';
import { contentDealers } from '../support/contentDealers.ts';
import { demoDealers } from '../support/demoDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { locationTimeZone } from '../../src/domain/timeZones.ts';

// A quality gate: a keyboard-only walk through a menu, the search filters, a dialog and a form.
const [toyota, group] = contentDealers() as [Dealer, Dealer];

/** Presses Tab until `target` has focus (a keyboard user's route to it), failing after `limit` presses. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 120): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${String(target)} not reached within ${limit} Tab presses`);
}

test('menu: Tab reaches a header dropdown, Enter opens it, Tab enters it, Escape closes and returns focus', async ({
  page,
}) => {
  // The Toyota demo dealer's header has dropdowns (the mega-menu first).
  await page.goto(siteUrl(toyota.config.slug, '/contact'));
  const summary = page.locator('header summary').first();
  await tabTo(page, summary, 40);
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  const details = page.locator('header details').first();
  await expect(details).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  const inside = await details.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el);
  expect(inside).toBe(true);
  await page.keyboard.press('Escape');
  await expect(details).not.toHaveAttribute('open', '');
  await expect(summary).toBeFocused();
});

test('filters: Tab reaches a make filter of the search page and Enter applies it', async ({ page }) => {
  await page.goto(siteUrl(group.config.slug, '/search/new-used-and-demo-cars/'));
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  const make = page.locator('a[href^="/search/mazda/"]').first();
  await tabTo(page, make);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/mazda\/?$/);
  // The island filters in place (pushState): the result cards become Mazdas.
  const names = page.locator('article .car-name');
  await expect(names.first()).toContainText('Mazda');
  await expect(names.filter({ hasNotText: 'Mazda' })).toHaveCount(0);
});

test('dialog: the holiday hours dialog opens by keyboard, Escape closes it and focus returns', async ({ page }) => {
  const withHolidays = demoDealers()
    .flatMap((dealer) =>
      shownLocations(dealer.locations, dealer.config.flags.content.locationsCustomOrder).map((location) => ({
        dealer,
        location,
      })),
    )
    .find(
      ({ dealer, location }) =>
        upcomingSpecialHours(
          location.special_hours,
          dateInZone(new Date(), locationTimeZone(location, dealer.config.flags.vehicle.businessHoursTimeZone)),
        ).length > 0,
    );
  expect(withHolidays, 'a demo location with announced holiday hours').toBeTruthy();
  const { dealer, location } = withHolidays!;
  await page.goto(siteUrl(dealer.config.slug, `/contact-us/${contactSlugOf(location)}`));
  const open = page
    .locator(`#location-${String(location.id)}`)
    .getByRole('button', { name: 'View Holiday Opening Hours' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Holiday Opening Hours' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('form: Tab into the enquiry form, type, submit with Enter and read the error summary', async ({ page }) => {
  await page.goto(siteUrl(group.config.slug, '/enquiry/'));
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  const form = page.locator('form.lead-form');
  const first = form.getByLabel('First name');
  await tabTo(page, first);
  await page.keyboard.type('Jo');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Last name')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').first()).toContainText('Please fix the following errors:');
  await expect(first).toHaveValue('Jo');
});
