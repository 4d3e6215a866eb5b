import { expect, test } from '../support/test.ts';
import { demoDealers } from '../support/demoDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { serviceBookingHref } from '../../src/domain/siteLinks.ts';

// Links follow their settings.
test("the feedback block's review button leads to the review page of the dealership the link names", async ({
  page,
}) => {
  const dealer = demoDealers().find((d) => d.config.gmbProfiles.length > 1)!;
  const [first, second] = dealer.config.gmbProfiles;
  const slug = dealer.config.slug;
  const review = page.locator('[data-review]');
  await page.goto(siteUrl(slug, `/customer-feedback-survey?dealership_name=${encodeURIComponent(second!.name)}`));
  await expect(review).toHaveAttribute('href', second!.reviewUrl);
  await page.goto(
    siteUrl(slug, `/customer-feedback-survey?dealership_name=${encodeURIComponent(second!.name.toUpperCase())}`),
  );
  await expect(review).toHaveAttribute('href', second!.reviewUrl);
  await page.goto(siteUrl(slug, '/customer-feedback-survey?dealership_name=Somewhere%20Else'));
  await expect(review).toHaveAttribute('href', first!.reviewUrl);
});

for (const dealer of demoDealers().filter((d) =>
  d.config.flags.navigation.headerLinks.some((l) => l.children?.some((c) => c.label === 'Online Service Booking')),
)) {
  test(`${dealer.config.slug}: the header's Online Service Booking goes where the footer's booking link goes`, async ({
    page,
  }) => {
    await page.goto(siteUrl(dealer.config.slug, '/'));
    const expected = serviceBookingHref(dealer.config.flags.routes);
    const link = page.locator('header a', { hasText: 'Online Service Booking' }).first();
    await expect(link).toHaveAttribute('href', expected);
    await expect(page.locator('footer a', { hasText: 'Book a Service' }).first()).toHaveAttribute('href', expected);
  });
}

// A dealer with model pages but no models dropdown links them from its menus.
const unlinked = demoDealers().filter(
  (d) => d.models.length > 0 && !d.config.flags.navigation.headerLinks.some((l) => l.dynamic === 'models'),
);
test('the demo data has a dealer with model pages and no models dropdown', () => {
  expect(unlinked.length).toBeGreaterThan(0);
});
for (const dealer of unlinked) {
  test(`${dealer.config.slug}: model pages are reachable from the ${dealer.config.flags.navigation.modelsLink}`, async ({
    page,
  }) => {
    await page.goto(siteUrl(dealer.config.slug, '/'));
    const where = dealer.config.flags.navigation.modelsLink === 'header' ? 'header' : 'footer';
    const link = page.locator(where).getByRole('link', { name: 'New Models', exact: true });
    await expect(link).toHaveAttribute('href', '/models');
    await link.click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/models');
    await expect(page.locator('main a[href^="/models/"]').first()).toBeVisible();
  });
}
