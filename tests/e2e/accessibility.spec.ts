import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { currentOffers } from '../../src/components/offers/currentOffers.ts';
import { slugOfLocation } from '../../src/domain/locations.ts';
import { modelPagePath } from '../../src/domain/modelLinks.ts';
import { offerHref } from '../../src/domain/offerLinks.ts';
import { contentDealers, VIEWPORTS } from '../support/contentDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';

for (const dealer of contentDealers()) {
  const { config } = dealer;
  const location = dealer.locations.find((l) => l.visible)!;
  const offer = currentOffers(dealer)[0]!;
  const model = dealer.models.find((m) => m.accessories_count > 0)!;
  const pages = [
    '/',
    '/contact',
    `/contact-us/${slugOfLocation(location)}`,
    `/teams/${slugOfLocation(location)}`,
    '/special-offers',
    offerHref(offer, config.isSingleBrand),
    '/models',
    '/models/get-quote',
    modelPagePath(model, config.flags.routes.modelPath),
    `/${model.slug}/accessories`,
    '/service',
    '/pages/handling-complaint',
    '/parts/search',
    '/customer-feedback-survey',
    '/blog',
  ];
  for (const vp of VIEWPORTS) {
    test(`${config.slug} on ${vp.name}: no serious or critical axe violation on any page type`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: vp.width, height: vp.height });
      for (const path of pages) {
        await page.goto(siteUrl(config.slug, path));
        const results = await new AxeBuilder({ page }).analyze();
        const bad = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(' | ')}`,
          );
        expect(bad, path).toEqual([]);
      }
    });
  }
}
