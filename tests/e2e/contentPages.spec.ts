import { expect, test } from '../support/test.ts';
import { INDEPENDENT_ADVICE, regulatorsForStates } from '../../src/domain/regulators.ts';
import { servicePlanFor } from '../../src/domain/servicePlan.ts';
import { formatCount } from '../../src/domain/stars.ts';
import { contentDealers, VIEWPORTS } from '../support/contentDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';

const TITLES: [string, RegExp][] = [
  ['/service', /Service/],
  ['/genuine-service', /Genuine Service/],
  ['/warranty', /Warranty/],
  ['/about-us', /About/],
  ['/fleet', /Business Fleet/],
  ['/buying', /We Buy Cars/],
  ['/terms-and-conditions', /Terms/],
  ['/vehicle-parts-and-accessories/', /Parts & Accessories/],
  ['/blog', /Blog/],
  ['/blog/vehicle-reviews', /Vehicle Reviews/],
];

for (const dealer of contentDealers()) {
  const { config } = dealer;
  for (const vp of VIEWPORTS) {
    test.describe(`${config.slug} (${config.template}) on ${vp.name}`, () => {
      test.use({ viewport: { width: vp.width, height: vp.height } });

      test('service and content pages render from the dealer Markdown', async ({ page }, info) => {
        for (const [path, title] of TITLES) {
          const response = await page.goto(siteUrl(config.slug, path));
          expect(response?.status(), path).toBe(200);
          await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
        }
        await page.goto(siteUrl(config.slug, '/service'));
        if (config.flags.content.serviceAdvantage) {
          const row = page.getByRole('row', { name: /^Coaster/ });
          const plan = servicePlanFor('Coaster');
          await expect(row).toContainText(`$${String(plan.amount)}`);
          await expect(row).toContainText(`${String(plan.years)} years`);
        } else {
          await expect(page.getByRole('heading', { name: 'Service Advantage', exact: true })).toHaveCount(0);
        }
        await expect(page.locator('section#enquiry')).toBeVisible();
        await page.screenshot({ path: info.outputPath(`${config.slug}-service-${vp.name}.png`), fullPage: true });
      });

      test('complaint handling lists the regulators of the location states, then independent advice', async ({
        page,
      }, info) => {
        await page.goto(siteUrl(config.slug, '/pages/handling-complaint'));
        const expected = regulatorsForStates(dealer.locations.filter((l) => l.visible).map((l) => l.address.state));
        const items = page.locator('.regulators li');
        await expect(items).toHaveCount(expected.length);
        for (const [i, r] of expected.entries()) {
          await expect(items.nth(i)).toContainText(r.name);
          await expect(items.nth(i).getByRole('link')).toHaveAttribute('href', r.website);
        }
        await expect(page.locator('.regulators .advice')).toHaveText(`${INDEPENDENT_ADVICE}.`);
        await page.screenshot({ path: info.outputPath(`${config.slug}-complaints-${vp.name}.png`), fullPage: true });
        await page.goto(siteUrl(config.slug, '/privacy-policy'));
        await expect(page.locator('main')).toContainText('within 30 days');
        await page.goto(siteUrl(config.slug, '/vehicle-parts-and-accessories/'));
        await expect(page.locator('main')).toContainText('two years from installation or purchase');
      });

      test('parts search filters the parts table', async ({ page }) => {
        await page.goto(siteUrl(config.slug, '/parts/search'));
        await page.getByLabel('Search parts').fill('brake pads');
        await expect(page.locator('.prose tbody tr:visible')).toHaveCount(2);
        await expect(page.locator('[data-parts-count]')).toHaveText(/^2 of \d+ parts match$/);
      });

      test('feedback block: names from the query, defaults, review and survey links', async ({ page }, info) => {
        await page.goto(siteUrl(config.slug, '/customer-feedback-survey'));
        const heading = page.locator('#feedback-title');
        await expect(heading).toHaveText('Hi Valued Customer, how was your experience with Our Dealership?');
        await page.goto(
          siteUrl(
            config.slug,
            `/customer-feedback-survey?first_name=Ana&dealership_name=${encodeURIComponent(config.name)}`,
          ),
        );
        await expect(heading).toHaveText(`Hi Ana, how was your experience with ${config.name}?`);
        await expect(page.getByRole('link', { name: /Great/ })).toHaveAttribute(
          'href',
          config.gmbProfiles[0]!.reviewUrl,
        );
        await page.getByRole('link', { name: /Not great/ }).click();
        await expect(page).toHaveURL(/#enquiry$/);
        await page.screenshot({ path: info.outputPath(`${config.slug}-feedback-${vp.name}.png`) });
      });

      test('about us shows up to 12 reviews with the rating and count', async ({ page }) => {
        await page.goto(siteUrl(config.slug, '/about-us'));
        const reviews = dealer.reviews!;
        const section = page.locator('[data-reviews]');
        await expect(
          section.getByRole('img', {
            name: `Rated ${reviews.average_rating.toFixed(1)} out of 5 from ${formatCount(reviews.review_count)} Google reviews`,
          }),
        ).toBeVisible();
        await expect(section.locator('ul.list > li')).toHaveCount(Math.min(12, reviews.reviews.length));
      });

      test('home: feature banner, propositions, payments, promo tiles, sticky bar after 50px', async ({
        page,
      }, info) => {
        await page.goto(siteUrl(config.slug));
        await expect(page.getByRole('link', { name: /Latest Offers/ })).toBeVisible();
        for (const title of ['Reserve Quickly Online', 'Secure Online Payments', 'Apply For Finance'])
          await expect(page.getByRole('heading', { name: title })).toBeAttached();
        for (const brand of ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'])
          await expect(page.getByRole('img', { name: brand, exact: true })).toBeVisible();
        const bar = page.getByRole('navigation', { name: 'Quick actions' });
        await expect(bar).toBeHidden();
        await page.mouse.wheel(0, 400);
        await expect(bar).toBeVisible();
        await expect(
          bar.getByRole('link', { name: vp.name === 'phone' ? 'Call' : `Call ${config.phone}` }),
        ).toBeVisible();
        await page.screenshot({ path: info.outputPath(`${config.slug}-home-${vp.name}.png`), fullPage: true });
      });
    });
  }
}
