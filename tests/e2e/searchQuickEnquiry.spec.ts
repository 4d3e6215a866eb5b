import { expect, test } from '../support/test.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { leadsByEmail } from '../support/leadApiE2e.ts';
import { expectStored, FORM_DEALER, leadForm, uniqueEmail } from '../support/leadForms.ts';
import { SearchPage } from '../support/searchPage.ts';

test('Quick Enquiry on a result card opens the modal in place and the lead reaches the API for that car', async ({
  page,
}) => {
  const search = new SearchPage(page, FORM_DEALER);
  await search.open('/search/used-cars/');
  const card = search
    .cards()
    .filter({ has: page.locator('a[data-quick-enquiry]') })
    .first();
  const slug = await card.getAttribute('data-slug');
  const name = await card.locator('.car-name').innerText();
  await card.getByRole('link', { name: 'Quick Enquiry' }).click();

  const dialog = page.getByRole('dialog', { name: 'Quick Enquiry' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name);
  expect(new URL(page.url()).pathname).toBe('/search/used-cars/');

  const email = uniqueEmail('card-quick');
  const f = leadForm(page);
  await f.contact(email);
  await f.form.getByLabel('Message').fill('Is this one still available?');
  await f.agree();
  await f.submit('Send enquiry');
  await expect(dialog.getByRole('status')).toContainText('Thank you');

  await expectStored(() => leadsByEmail(FORM_DEALER, email));
  const [lead] = await leadsByEmail(FORM_DEALER, email);
  expect(lead).toMatchObject({ category: 'Vehicle Enquiry', subcategory: 'Quick Enquiry' });
  expect(lead!.data).toMatchObject({ car_id: slug });
});

test('without script the Quick Enquiry link opens the car page enquiry', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl(FORM_DEALER, '/search/used-cars/'));
  const link = page.locator('.car-card').first().getByRole('link', { name: 'Quick Enquiry' });
  await expect(link).toHaveAttribute('href', /^\/cars\/[a-z0-9-]+#enquire$/);
  await context.close();
});
