import { expect, test } from '../support/test.ts';
import { pickBuiltCar } from '../support/carStock.ts';
import { demoDealers } from '../support/demoDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { DEALER_GROUP } from '../support/e2eDealers.ts';

// A group's car shows its own dealership's licence and repairer number, not the site's.
const DEALER = DEALER_GROUP;
const dealer = demoDealers().find((d) => d.config.slug === DEALER)!;
const act = dealer.locations.find((l) => l.address.state === 'ACT' && l.visible && l.dealer_license_number)!;

test("a car of the group's ACT dealership shows the ACT licence in the details card and Why Buy From Us", async ({
  page,
}) => {
  expect(act.dealer_license_number).not.toBe(dealer.config.dealerLicence);
  const car = await pickBuiltCar(DEALER, `location_name = ${JSON.stringify(act.name)} AND status = "in_stock"`);
  await page.goto(siteUrl(DEALER, `/cars/${car.slug}/`));
  const details = page.locator('.spec-list').filter({ hasText: 'Dealer licence' });
  await expect(details.locator('div', { hasText: 'Dealer licence' }).locator('dd')).toHaveText(
    act.dealer_license_number!,
  );
  await expect(page.locator('#why-us + ul')).toContainText(`Licensed motor dealer (${act.dealer_license_number})`);
  await expect(page.locator('main')).not.toContainText(dealer.config.dealerLicence);
});
