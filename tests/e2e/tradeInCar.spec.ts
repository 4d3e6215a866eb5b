import { expect, test } from '../support/test.ts';
import { pickBuiltCar } from '../support/carStock.ts';
import { siteUrl } from '../support/e2eServer.ts';

// The trade-in page reached by URL follows the car page: a sold or reserved car is never offered a
// trade-in "towards this car" (SPEC §5: in_stock, price above 200, not sold or reserved).
const SLUG = 'sunshine-toyota';

test('a sold car by URL: a plain valuation that says the car has been sold', async ({ page }) => {
  const car = await pickBuiltCar(SLUG, 'status = "sold"');
  await page.goto(siteUrl(SLUG, `/cars/trade-in?car_id=${car.slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade-in valuation');
  await expect(page.locator('[data-trade-in-car]')).toHaveText(
    `The ${car.name} has been sold, so this valuation is not towards it. You can still value your car.`,
  );
  await expect(page.getByText('Trade in towards this car')).toHaveCount(0);
});

test('a reserved car by URL: not towards it either', async ({ page }) => {
  const car = await pickBuiltCar(SLUG, 'status = "in_stock" AND reserved = true');
  await page.goto(siteUrl(SLUG, `/cars/trade-in?car_id=${car.slug}`));
  await expect(page.locator('[data-trade-in-car]')).toHaveText(
    `The ${car.name} is reserved, so this valuation is not towards it. You can still value your car.`,
  );
});

test('an in-stock car priced above 200: the valuation is towards it', async ({ page }) => {
  const car = await pickBuiltCar(SLUG, 'status = "in_stock" AND reserved = false AND price > 200');
  await page.goto(siteUrl(SLUG, `/cars/trade-in?car_id=${car.slug}`));
  await expect(page.locator('[data-trade-in-car="towards"]')).toHaveText(`Trading in towards the ${car.name}.`);
});
