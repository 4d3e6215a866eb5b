import { expect, test } from '../support/test.ts';
import { stockAdmin } from '../support/carStock.ts';
import { demoDealers } from '../support/demoDealers.ts';
import { SearchPage } from '../support/searchPage.ts';
import { DEFAULT_INDEX_UID } from '../../src/search/indexSettings.ts';
import { MODELS_LIMIT } from '../../src/components/search/ModelPicker.tsx';
import { fleetMakeLogoFiles } from '../../src/config/makeLogos.ts';
import { slugify } from '../../src/domain/slug.ts';
import { DEALER_GROUP, DEALER_ON_DEFAULT_FLAGS } from '../support/e2eDealers.ts';

// Every make and model in stock can be chosen (none out of reach past a list limit), and subscription
// prices have a slider.
const TOYOTA = DEALER_ON_DEFAULT_FLAGS;

/** One facet's values in the dealer's stock as the search lists it (the dealer's token), from the engine. */
async function facetInStock(slug: string, facet: string, filter?: string): Promise<Record<string, number>> {
  const dealer = demoDealers().find((d) => d.config.slug === slug)!;
  const dealerships = dealer.config.dealerships.map((d) => JSON.stringify(d.slug)).join(', ');
  const result = await (await stockAdmin()).index(DEFAULT_INDEX_UID).search('', {
    limit: 0,
    facets: [facet],
    filter: [
      `dealership_slug IN [${dealerships}]`,
      'show_on_dealer_website = true',
      'status IN ["in_stock", "coming_soon"]',
      ...(filter ? [filter] : []),
    ].join(' AND '),
  });
  return result.facetDistribution?.[facet] ?? {};
}

const modelsInStock = async (slug: string, make: string) =>
  Object.keys(await facetInStock(slug, 'model', `make = ${JSON.stringify(make)}`));

test('the Toyota template has a make list, so used cars of other makes can be chosen', async ({ page }) => {
  const search = new SearchPage(page, TOYOTA);
  await search.open('/search/new-used-and-demo-cars/');
  await expect(page.locator('.make-list a', { hasText: 'Toyota' }).first()).toBeVisible();
  const makes = await page.locator('.make-list .facet-label').allInnerTexts();
  expect(makes.some((m) => m !== 'Toyota')).toBe(true);
});

test('every model in stock can be chosen: each make lists all its models (the old cap of 30 hid a third)', async ({
  page,
}) => {
  const makes = Object.keys(await facetInStock(TOYOTA, 'make'));
  const perMake = await Promise.all(makes.map(async (make) => [make, await modelsInStock(TOYOTA, make)] as const));
  expect(perMake.reduce((n, [, models]) => n + models.length, 0)).toBeGreaterThan(MODELS_LIMIT);
  const search = new SearchPage(page, TOYOTA);
  await search.open('/search/new-used-and-demo-cars/');
  for (const [make, models] of perMake.sort((a, b) => b[1].length - a[1].length).slice(0, 3)) {
    await page.getByRole('button', { name: `Select models of ${make}`, exact: true }).click();
    const list = page.locator('li', {
      has: page.getByRole('button', { name: `Select models of ${make}`, exact: true }),
    });
    const more = list.getByRole('button', { name: /^Show all \d+ models$/ });
    if (models.length > MODELS_LIMIT) await more.click();
    else await expect(more).toHaveCount(0);
    await expect(list.locator('.model-list a')).toHaveCount(models.length);
  }
});

test('a dealer whose cards show subscription prices has the subscription price slider', async ({ page }) => {
  const slug = demoDealers().find((d) => d.config.flags.vehicle.subscriptionPricing)!.config.slug;
  const search = new SearchPage(page, slug);
  await search.open('/search/new-used-and-demo-cars/');
  await expect(page.locator('[data-range="subscription_price"]')).toHaveCount(1);
  const other = demoDealers().find((d) => !d.config.flags.vehicle.subscriptionPricing)!.config.slug;
  await new SearchPage(page, other).open('/search/new-used-and-demo-cars/');
  await expect(page.locator('[data-range="subscription_price"]')).toHaveCount(0);
});

test('a hidden location (visible: false) is in no Location filter and on no car', async ({ page }) => {
  const dealer = demoDealers().find((d) => d.locations.some((l) => !l.visible))!;
  const hidden = dealer.locations.filter((l) => !l.visible).map((l) => l.name);
  expect(
    Object.keys(await facetInStock(dealer.config.slug, 'location_name')).filter((n) => hidden.includes(n)),
  ).toEqual([]);
  const search = new SearchPage(page, dealer.config.slug);
  await search.open('/search/new-used-and-demo-cars/');
  await search.openFilter('Location');
  const options = await page.locator('.filter-section select option').allInnerTexts();
  for (const name of hidden) expect(options.join('\n')).not.toContain(name);
});

test('a dealer-filtered search link shows its dealership chosen in the Dealership dropdown, by name', async ({
  page,
}) => {
  const dealer = demoDealers().find((d) => d.config.slug === DEALER_GROUP)!;
  const kia = dealer.config.dealerships.find((d) => d.slug === 'harbour-kia-canberra')!;
  const search = new SearchPage(page, DEALER_GROUP);
  await search.open(`/search/new-used-and-demo-cars/?refinementList%5Bdealership_slug%5D%5B0%5D=${kia.slug}`);
  await search.openFilter('Dealership');
  const dropdown = page.locator('.filter-section select').filter({ has: page.locator(`option[value="${kia.slug}"]`) });
  await expect(dropdown).toHaveValue(kia.slug);
  await expect(dropdown.locator('option:checked')).toHaveText(new RegExp(`^${kia.name} \\(\\d+\\)$`));
});

test('the make list shows the fleet make logos beside the names, and a make without one its name alone', async ({
  page,
}) => {
  const search = new SearchPage(page, TOYOTA);
  await search.open('/search/new-used-and-demo-cars/');
  const rows = page.locator('.make-row > a');
  const toyota = rows.filter({ has: page.locator('.facet-label', { hasText: /^Toyota$/ }) });
  const logo = toyota.locator('img.make-logo');
  await expect(logo).toHaveAttribute('src', '/makes/toyota.svg');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const withFile = new Set(fleetMakeLogoFiles('dealers').map((f) => f.replace(/\.\w+$/, '')));
  for (const row of await rows.all()) {
    const make = await row.locator('.facet-label').innerText();
    await expect(row.locator('img.make-logo')).toHaveCount(withFile.has(slugify(make)) ? 1 : 0);
  }
});
