import { expect, test } from '../support/test.ts';
import { currentOffers } from '../../src/components/offers/currentOffers.ts';
import { collapsibleText, OFFER_DISCLAIMER_LIMIT } from '../../src/domain/collapsibleText.ts';
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
        const offer =
          offers.find((o) => collapsibleText(o.disclaimer, OFFER_DISCLAIMER_LIMIT).short !== null) ?? offers[0]!;
        await page.goto(siteUrl(config.slug, offerHref(offer, config.isSingleBrand)));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.name);
        const { short, full } = collapsibleText(offer.disclaimer, OFFER_DISCLAIMER_LIMIT);
        const box = page.locator('.disclaimer [data-collapsible]');
        if (short === null) {
          await expect(box.getByRole('button')).toHaveCount(0);
          return;
        }
        await expect(box.locator('[data-short]')).toHaveText(short);
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
      });
    });
  }
}
