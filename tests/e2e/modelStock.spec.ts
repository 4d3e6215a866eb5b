import { expect, test } from '../support/test.ts';
import { stockAdmin } from '../support/carStock.ts';
import { demoDealers } from '../support/demoDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { DEFAULT_INDEX_UID } from '../../src/search/indexSettings.ts';

// Sunshine's content files Yaris and Granvia as discontinued while it has them new in stock: a model
// with new stock is sold new, so its page and the menus never call it Discontinued.
const dealer = demoDealers().find((d) => d.config.slug === 'sunshine-toyota')!;
const NO_LONGER_SOLD = 'This model is no longer sold new. Browse our pre-owned stock or ask about its replacement.';

async function newInStock(model: string): Promise<number> {
  const slugs = dealer.config.dealerships.map((d) => JSON.stringify(d.slug)).join(', ');
  const result = await (await stockAdmin()).index(DEFAULT_INDEX_UID).search('', {
    filter: `dealership_slug IN [${slugs}] AND car_type = "new" AND status = "in_stock" AND model = "${model}"`,
    limit: 0,
  });
  return result.estimatedTotalHits;
}

for (const name of ['Yaris', 'Granvia']) {
  test(`Sunshine ${name}: filed as discontinued, new in stock, so sold new`, async ({ page }) => {
    expect(dealer.models.find((m) => m.name === name)?.discontinued).toBe(true);
    expect(await newInStock(name)).toBeGreaterThan(0);
    await page.goto(siteUrl('sunshine-toyota', `/models/toyota-${name.toLowerCase()}/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`New Toyota ${name}`);
    await expect(page.getByText(NO_LONGER_SOLD)).toHaveCount(0);
    await page.goto(siteUrl('sunshine-toyota', '/models'));
    await expect(
      page.locator('ul.grid > li:visible h3').getByRole('link', { name: `Toyota ${name}`, exact: true }),
    ).toHaveCount(1);
  });
}

test('Sunshine Granvia page names the diesel engine its stock has', async ({ page }) => {
  await page.goto(siteUrl('sunshine-toyota', '/models/toyota-granvia/'));
  await expect(page.locator('main')).toContainText('a 2.8-litre turbo-diesel engine');
  await expect(page.locator('main')).not.toContainText('petrol');
});

test('Sunshine mega-menu: no Discontinued category while every filed model has new stock', async ({ page }) => {
  await page.goto(siteUrl('sunshine-toyota', '/contact'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByText('New Vehicles', { exact: true }).hover();
  const panel = page.locator('[data-mega] .wide');
  await expect(panel.getByRole('button', { name: /All Vehicles/ })).toBeVisible();
  await expect(panel.getByRole('button', { name: /Discontinued/ })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /Hatch & sedans/ })).toContainText(/\d/);
});
