import { expect, test } from '../support/test.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { FORM_DEALER, leadForm } from '../support/leadForms.ts';

// The group dealer has several locations: a postcode chooses the nearest one until the shopper picks.
const url = (path: string) => siteUrl(FORM_DEALER, path);

test('finance page: a postcode typed last, never left, chooses the nearest location (2300: Harbour Mazda)', async ({
  page,
}) => {
  await page.goto(url('/finance/'));
  const f = leadForm(page);
  await f.contact('nearest-typed@example.com', '2300');
  await expect(f.form.getByLabel('Postcode')).toBeFocused();
  await expect(f.form.getByLabel('Location').locator('option:checked')).toHaveText('Harbour Mazda');
  await expect(f.form.getByLabel('Dealership')).toHaveValue('harbour-mazda-broadmeadow');
});

test('a returning shopper whose postcode is restored gets the nearest location without touching the field', async ({
  page,
}) => {
  const details = {
    name: 'Jo',
    last_name: 'Citizen',
    email: 'back@example.com',
    phone: '0412 345 678',
    postcode: '2300',
  };
  await page.addInitScript(
    (stored) => {
      window.localStorage.setItem('visitorDetails', stored);
    },
    JSON.stringify({ v: 2, data: details }),
  );
  await page.goto(url('/enquiry/service/'));
  const form = leadForm(page).form;
  await expect(form.getByLabel('Postcode')).toHaveValue('2300');
  // The service form offers service locations: the nearest of those.
  await expect(form.getByLabel('Location').locator('option:checked')).toHaveText('Harbour Auto Group Service Centre');
  await page.goto(url('/finance/'));
  await expect(form.getByLabel('Location').locator('option:checked')).toHaveText('Harbour Mazda');
});

test('with a dealership chosen, the postcode picks the nearest location of that dealership', async ({ page }) => {
  await page.goto(url('/finance/?preferredDealership=harbour-kia-canberra'));
  const f = leadForm(page);
  await f.contact('nearest-kia@example.com', '2300');
  await expect(f.form.getByLabel('Location').locator('option:checked')).toHaveText('Harbour Kia Mitchell');
  await expect(f.form.getByLabel('Dealership')).toHaveValue('harbour-kia-canberra');
});

test('a location the shopper chose stays chosen when the postcode changes', async ({ page }) => {
  await page.goto(url('/finance/'));
  const f = leadForm(page);
  await f.contact('nearest-kept@example.com', '');
  await f.form.getByLabel('Location').selectOption({ label: 'Harbour Ford' });
  const table = page.waitForResponse((r) => new URL(r.url()).pathname === '/postcodes.json');
  await f.form.getByLabel('Postcode').fill('2300');
  await f.form.getByLabel('Postcode').blur();
  // Sending (terms left unticked, so it is refused) checks the postcode against the same table after
  // any lookup the change started: once its refusal shows, every lookup has ended.
  await f.submit('Send finance enquiry');
  await table;
  await expect(page.getByRole('alert')).toContainText('*You must agree to the terms of use before submitting.');
  await expect(f.form.getByLabel('Location').locator('option:checked')).toHaveText('Harbour Ford');
});
