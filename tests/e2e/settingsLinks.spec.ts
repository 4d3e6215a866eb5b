import { expect, test } from '../support/test.ts';
import { demoDealers } from '../support/demoDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { serviceBookingHref } from '../../src/domain/siteLinks.ts';

// Issue 20 item 25: links follow their settings.
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
