import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { headerItems } from '../../src/components/layout/headerItems.ts';
import { demoDealers } from '../support/demoDealers.ts';
import { DEALER_GROUP, DEALER_ON_DEFAULT_FLAGS } from '../support/e2eDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';

// Tablets have room for the desktop navigation: the menu on its own row, the mega-menu usable.
const dealers = [DEALER_ON_DEFAULT_FLAGS, DEALER_GROUP].map((slug) =>
  demoDealers().find((d) => d.config.slug === slug)!,
);
const [toyota] = dealers;

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const width of [768, 1024]) {
  test.describe(`header at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 768 ? 1024 : 768 } });

    for (const dealer of dealers) {
      test(`${dealer.config.slug}: the nav links show without a menu button, nothing overflows`, async ({ page }) => {
        await page.goto(siteUrl(dealer.config.slug, '/contact'));
        await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
        const nav = page.getByRole('navigation', { name: 'Main' });
        for (const item of headerItems(dealer.config, dealer.models)) {
          const entry = item.models || item.children.length > 0 ? nav.locator('summary') : nav.getByRole('link');
          await expect(entry.getByText(item.label, { exact: true }).first()).toBeInViewport();
        }
        expect(await overflow(page)).toBeLessThanOrEqual(0);
      });
    }

    test('the New Vehicles mega-menu opens with categories and tiles, inside the screen', async ({ page }) => {
      await page.goto(siteUrl(toyota!.config.slug, '/contact'));
      await page.locator('summary', { hasText: 'New Vehicles' }).click();
      const panel = page.locator('[data-mega] .wide');
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('button', { name: /All Vehicles/ })).toHaveAttribute('aria-pressed', 'true');
      await panel.getByRole('button', { name: /Utes & Vans/ }).click();
      await expect(panel.locator('ul.tiles:visible .tile-name').first()).toBeInViewport();
      await expect(panel.getByRole('link', { name: 'All Models', exact: true })).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });
  });
}

test.describe('phones keep the menu button', () => {
  test.use({ viewport: { width: 767, height: 900 } });
  test('at 767 px the nav stays closed until the menu button opens it', async ({ page }) => {
    await page.goto(siteUrl(toyota!.config.slug, '/contact'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeVisible();
  });
});
