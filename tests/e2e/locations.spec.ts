import { expect, test } from '../support/test.ts';
import { contactSlugOf, shownLocations, locationCardColumns, locationPathTargets } from '../../src/domain/locations.ts';
import { dateInZone, locationHoursLines, upcomingSpecialHours } from '../../src/domain/locationHours.ts';
import { contentDealers, VIEWPORTS } from '../support/contentDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { locationTimeZone } from '../../src/domain/timeZones.ts';

for (const dealer of contentDealers()) {
  const { config } = dealer;
  const shown = shownLocations(dealer.locations, config.flags.content.locationsCustomOrder);

  for (const vp of VIEWPORTS) {
    test.describe(`${config.slug} (${config.template}) on ${vp.name}`, () => {
      test.use({ viewport: { width: vp.width, height: vp.height } });

      test('/contact lists the visible locations as cards, sorted, with columns by count', async ({ page }, info) => {
        await page.goto(siteUrl(config.slug, '/contact'));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
        const names = page.locator('.cards article h3');
        await expect(names).toHaveText(shown.map((l) => l.name));
        for (const hidden of dealer.locations.filter((l) => !l.visible))
          await expect(page.getByText(hidden.name, { exact: true })).toHaveCount(0);
        await expect(page.locator('.cards')).toHaveAttribute('data-columns', String(locationCardColumns(shown.length)));
        const badge = shown.find((l) => l.coming_soon_badge);
        if (badge?.coming_soon_badge) await expect(page.getByText(badge.coming_soon_badge).first()).toBeVisible();
        await expect(page.locator('section#enquiry')).toBeVisible();
        await page.screenshot({ path: info.outputPath(`${config.slug}-contact-${vp.name}.png`), fullPage: true });
      });

      test('location selector goes to the chosen location page', async ({ page }) => {
        await page.goto(siteUrl(config.slug, '/contact'));
        const target = shown[1]!;
        await page.getByLabel('Choose a location').selectOption({ label: `${target.name} (${target.address.city})` });
        await page.getByRole('button', { name: 'View Location', exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/contact-us/${contactSlugOf(target)}/?$`));
      });

      test('location page: hours collapsed, holiday dialog, map linked to the place URL', async ({ page }, info) => {
        const location = shown[0]!;
        await page.goto(siteUrl(config.slug, `/contact-us/${contactSlugOf(location)}`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(location.name);
        const lines = locationHoursLines(location.contact_detail.opening_hours);
        const block = page.locator(`#location-${String(location.id)}`);
        const hours = block.locator('.info [data-hours] > dl').first().locator('div');
        await expect(hours.locator('dt')).toHaveText(lines.map((l) => l.days));
        await expect(hours.locator('dd')).toHaveText(lines.map((l) => l.hours));
        if (location.address.place_url)
          await expect(block.locator('.info a.map')).toHaveAttribute('href', location.address.place_url);

        const zone = locationTimeZone(location, config.flags.vehicle.businessHoursTimeZone);
        const holidays = upcomingSpecialHours(location.special_hours, dateInZone(new Date(), zone));
        const open = block.getByRole('button', { name: 'View Holiday Opening Hours' });
        if (holidays.length === 0) {
          await expect(open).toHaveCount(0);
          return;
        }
        await open.click();
        const dialog = page.getByRole('dialog', { name: 'Holiday Opening Hours' });
        await expect(dialog).toBeVisible();
        const rows = dialog.locator('dl > div');
        await expect(rows).toHaveCount(holidays.length);
        await expect(rows.first().locator('dt [data-date-text]')).toHaveText(holidays[0]!.dateText);
        await expect(rows.first().locator('dd')).toHaveText(holidays[0]!.hours);
        await page.screenshot({ path: info.outputPath(`${config.slug}-location-dialog-${vp.name}.png`) });
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toBeHidden();
      });

      test('/locations and /teams routes', async ({ page }) => {
        const [path, location] = [...locationPathTargets(dealer.locations)].find(([, l]) => l.dealership_slug)!;
        await page.goto(siteUrl(config.slug, `/locations/${path}`));
        if (config.isSingleBrand) await expect(page).toHaveURL(/\/contact\/?$/);
        else await expect(page.getByRole('heading', { level: 1 })).toHaveText(location.name);
        await page.goto(siteUrl(config.slug, `/teams/${contactSlugOf(shown[0]!)}`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Meet the team at ${shown[0]!.name}`);
      });

      test('home carousel: title, prev disabled at the start, swipe hint by count', async ({ page }, info) => {
        await page.goto(siteUrl(config.slug));
        const carousel = page.locator('[data-carousel]');
        await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(config.flags.content.locationsTitle);
        const prev = carousel.getByRole('button', { name: 'Previous locations' });
        const next = carousel.getByRole('button', { name: 'Next locations' });
        await expect(prev).toBeDisabled();
        const hint = carousel.locator('.hint');
        if (vp.name === 'desktop') await expect(hint).toBeVisible({ visible: shown.length <= 3 });
        if (await next.isEnabled()) {
          await next.click();
          await expect(prev).toBeEnabled();
        }
        await carousel.scrollIntoViewIfNeeded();
        await carousel.screenshot({ path: info.outputPath(`${config.slug}-carousel-${vp.name}.png`) });
      });
    });
  }
}
