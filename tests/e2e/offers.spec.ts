import { expect, test } from '../support/test.ts';
import { currentOffers } from '../../src/components/offers/currentOffers.ts';
import { offerHref } from '../../src/domain/offerLinks.ts';
import { contentDealers, VIEWPORTS } from '../support/contentDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';

for (const dealer of contentDealers()) {
  const { config } = dealer;
  const offers = currentOffers(dealer);
  for (const vp of VIEWPORTS) {
    test.describe(`${config.slug} (${config.template}) on ${vp.name}`, () => {
      test.use({ viewport: { width: vp.width, height: vp.height } });

      test('/special-offers shows the current offers linking to their offer URLs', async ({ page }, info) => {
        await page.goto(siteUrl(config.slug, '/special-offers'));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Special Offers');
        await expect(page.locator('article.offer h3')).toHaveText(offers.map((o) => o.name));
        for (const offer of offers)
          await expect(
            page.locator(`article.offer h3 a[href="${offerHref(offer, config.isSingleBrand)}"]`),
          ).toHaveCount(1);
        await page.screenshot({ path: info.outputPath(`${config.slug}-offers-${vp.name}.png`), fullPage: true });
      });

      test('single offer: full description and the disclaimer toggle above 200 characters', async ({ page }, info) => {
        // SPEC §9: a disclaimer is cut to 200 characters, with a toggle only above 200 characters.
        const long = offers.find((o) => o.disclaimer.trim().length > 200);
        const short = offers.find((o) => o.disclaimer.trim().length <= 200);
        expect(long, `${config.slug}: a current offer with a disclaimer over 200 characters`).toBeDefined();
        expect(short, `${config.slug}: a current offer with a disclaimer of 200 characters or fewer`).toBeDefined();
        await page.goto(siteUrl(config.slug, offerHref(long!, config.isSingleBrand)));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(long!.name);
        const full = long!.disclaimer.trim();
        const box = page.locator('.disclaimer [data-collapsible]');
        const cut = (await box.locator('[data-short]').textContent())!.trim();
        expect(cut.endsWith('…'), cut).toBe(true);
        expect(cut.length).toBeLessThanOrEqual(201);
        expect(full.startsWith(cut.slice(0, -1)), cut).toBe(true);
        const toggle = box.getByRole('button', { name: 'View full disclaimer' });
        await toggle.click();
        await expect(box.locator('[data-full]')).toHaveText(full);
        await expect(box.getByRole('button', { name: 'View less disclaimer' })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
        await page.screenshot({ path: info.outputPath(`${config.slug}-offer-${vp.name}.png`), fullPage: true });
        await box.getByRole('button', { name: 'View less disclaimer' }).click();
        await expect(box.locator('[data-full]')).toBeHidden();
        await page.goto(siteUrl(config.slug, offerHref(short!, config.isSingleBrand)));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(short!.name);
        await expect(page.locator('.disclaimer')).toContainText(short!.disclaimer.trim());
        await expect(page.locator('.disclaimer').getByRole('button')).toHaveCount(0);
      });
    });
  }
}
