import { expect, test } from '../support/test.ts';
import { demoDealers } from '../support/demoDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';

for (const { config } of demoDealers()) {
  test(`${config.slug}: the home page shows the dealer's name, phone, logo and header links`, async ({
    page,
  }, testInfo) => {
    await page.goto(siteUrl(config.slug));
    await expect(page).toHaveTitle(new RegExp(config.name));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(config.name);

    const call = page.locator('header a[href^="tel:"]');
    await expect(call).toContainText(config.phone);

    const logo = page.getByRole('banner').getByRole('img', { name: config.name });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of config.flags.navigation.headerLinks) {
      await expect(nav.getByText(item.label, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toContainText(config.dealerLicence);

    const shot = await page.screenshot({ fullPage: true, path: testInfo.outputPath(`${config.slug}-home.png`) });
    await testInfo.attach(`${config.slug}-home`, { body: shot, contentType: 'image/png' });
  });
}
