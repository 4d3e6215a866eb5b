import { expect, test } from '../support/test.ts';
import { demoDealers } from '../support/demoDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';

// On a phone, every header menu opened in full still reaches its last link.
for (const width of [320, 390]) {
  test.describe(`header menus at ${width} px`, () => {
    test.use({ viewport: { width, height: 700 } });
    for (const dealer of demoDealers()) {
      test(`${dealer.config.slug}: each open dropdown scrolls to the menu's last link`, async ({ page }) => {
        await page.goto(siteUrl(dealer.config.slug, '/contact'));
        await page.getByRole('button', { name: 'Open menu' }).click();
        const nav = page.locator('#site-nav');
        await expect(nav).toBeVisible();
        const dropdowns = nav.locator('details');
        const count = await dropdowns.count();
        for (let i = 0; i < count; i += 1) {
          const details = dropdowns.nth(i);
          await details.locator('summary').first().scrollIntoViewIfNeeded();
          await details.locator('summary').first().click();
          await expect(details).toHaveAttribute('open', '');
          // The last link of the whole menu, below this open dropdown, can be scrolled to and seen.
          const last = nav.locator('a:visible').last();
          await last.scrollIntoViewIfNeeded();
          await expect(last).toBeInViewport();
          const inside = details.locator('a:visible').last();
          await inside.scrollIntoViewIfNeeded();
          await expect(inside).toBeInViewport();
        }
      });
    }
  });
}
