import { expect, test } from '../support/test.ts';
import { contactSlugOf, shownLocations } from '../../src/domain/locations.ts';
import { showReviews } from '../../src/domain/stars.ts';
import { contentDealers } from '../support/contentDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';

// One rule for every rating display, location cards and pages included: shown only
// above the dealer's minimum rating (a location rated exactly the minimum shows none) and when not hidden.
for (const dealer of contentDealers()) {
  const { config } = dealer;
  const { reviewsMinRating, reviewsHidden } = config.flags.content;
  const shown = shownLocations(dealer.locations, config.flags.content.locationsCustomOrder);
  const rated = (rating: number | undefined) =>
    rating !== undefined && showReviews(rating, reviewsMinRating, reviewsHidden);

  test(`${config.slug}: location ratings follow the minimum rating (${reviewsMinRating}) on cards and pages`, async ({
    page,
  }) => {
    await page.goto(siteUrl(config.slug, '/contact'));
    for (const location of shown) {
      const card = page.locator('.cards article', { has: page.locator('h3', { hasText: location.name }) }).first();
      await expect(card.locator('.stars')).toHaveCount(rated(location.reviews?.average_rating) ? 1 : 0);
    }
    const first = shown[0]!;
    await page.goto(siteUrl(config.slug, `/contact-us/${contactSlugOf(first)}`));
    await expect(page.locator(`#location-${String(first.id)} .info .stars`)).toHaveCount(
      rated(first.reviews?.average_rating) ? 1 : 0,
    );
  });
}

test('the demo data holds a location rated exactly its minimum (the case that must hide)', () => {
  const exact = contentDealers().flatMap((d) =>
    d.locations.filter((l) => l.reviews?.average_rating === d.config.flags.content.reviewsMinRating),
  );
  expect(exact.length).toBeGreaterThan(0);
});
