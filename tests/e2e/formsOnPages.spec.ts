import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { pickReservableCar } from '../support/carStock.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { freshPhone, signInOnPage } from '../support/shopper.ts';
import { leadsByEmail } from '../support/leadApiE2e.ts';
import { expectStored, FORM_DEALER, leadForm, someCarSlug, uniqueEmail } from '../support/leadForms.ts';

// Lead forms opened in place on car, reserve and content pages (loaded on demand), sent to the real lead API.
const url = (path: string) => siteUrl(FORM_DEALER, path);
const carForm = (slug: string, form: string) => `/enquiry/car/?car_id=${slug}&form=${form}`;

/** The single stored lead of this email, once the API has it. */
async function storedLead(email: string) {
  await expectStored(() => leadsByEmail(FORM_DEALER, email));
  return (await leadsByEmail(FORM_DEALER, email))[0]!;
}

/** Scripts that load on click are not counted in the page budget: the forms must arrive only then. */
function formChunkRequests(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/\/_astro\/(mountForm|LeadForm|client)\.[\w-]+\.js$/.test(request.url())) loaded.push(request.url());
  });
  return loaded;
}

test.describe('car page', () => {
  test('Enquire opens the two-step car enquiry in a dialog at #enquire; the lead carries the car', async ({ page }) => {
    const slug = someCarSlug(FORM_DEALER, 0);
    const loaded = formChunkRequests(page);
    await page.goto(url(`/cars/${slug}/`));
    const enquire = page.locator('.car-actions').getByRole('link', { name: 'Enquire', exact: true });
    await expect(enquire).toHaveAttribute('href', carForm(slug, 'enquiry'));
    await expect(page.locator('body')).toHaveAttribute('data-forms', 'ready');
    expect(loaded).toEqual([]);

    await enquire.click();
    const dialog = page.getByRole('dialog', { name: 'Enquire about this car' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/cars/${slug}/#enquire$`));
    await expect(dialog.getByLabel('First name')).toBeFocused();
    expect(loaded.length).toBeGreaterThan(0);

    const email = uniqueEmail('car-enquire');
    const f = leadForm(page);
    await expect(dialog.getByText('Step 1 of 2: Your details')).toBeVisible();
    await f.contact(email);
    await f.next();
    await f.form.getByLabel('Message').fill('Is it still available for a test drive on Saturday?');
    await f.agree();
    await f.submit('Send enquiry');
    await page.waitForURL(/\/success\/$/);
    await expect(page.getByRole('status').getByRole('link')).toHaveAttribute('href', `/cars/${slug}/`);
    const lead = await storedLead(email);
    expect(lead).toMatchObject({ form: 'enquiry', category: 'Vehicle Enquiry' });
    expect(lead.data).toMatchObject({ car_id: slug, url: url(`/cars/${slug}/#enquire`), source: 'Website' });
  });

  test('Make an Offer opens in place and stores a Make an Offer lead for the car', async ({ page }) => {
    const slug = someCarSlug(FORM_DEALER, 1);
    await page.goto(url(`/cars/${slug}/`));
    const offer = page.locator('.car-actions').getByRole('link', { name: 'Make an Offer' });
    await expect(offer).toHaveAttribute('href', carForm(slug, 'make-offer'));
    await offer.click();
    const dialog = page.getByRole('dialog', { name: 'Make an offer' });
    await expect(dialog.getByLabel('First name')).toBeFocused();
    await expect(page).toHaveURL(/#make-offer$/);
    const email = uniqueEmail('car-offer');
    const f = leadForm(page);
    await f.contact(email);
    await f.form.getByLabel('Your offer').fill('$21,000');
    await f.agree();
    await f.submit('Send my offer');
    await expect(dialog.getByRole('status')).toContainText('Thank you');
    const lead = await storedLead(email);
    expect(lead).toMatchObject({ form: 'make-offer', category: 'Make an Offer' });
    expect(lead.data).toMatchObject({ car_id: slug, offer_amount: 21000 });

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(url(`/cars/${slug}/`));
  });

  test('a shared #request-photos link opens the photo request; it stores a Request Photos lead', async ({ page }) => {
    const slug = someCarSlug(FORM_DEALER, 2);
    await page.goto(url(`/cars/${slug}/#request-photos`));
    const dialog = page.getByRole('dialog', { name: 'Request more photos' });
    await expect(dialog.getByLabel('First name')).toBeFocused();
    const email = uniqueEmail('car-photos');
    const f = leadForm(page);
    await f.contact(email);
    await f.agree();
    await f.submit('Request photos');
    await expect(dialog.getByRole('status')).toContainText('Thank you');
    const lead = await storedLead(email);
    expect([lead.category, lead.subcategory]).toEqual(['Vehicle Enquiry', 'Request Photos']);
    expect(lead.data).toMatchObject({ car_id: slug, message: 'Please send photos for this car' });
  });
});

test('reserve page: Reserve Now opens the reservation form; the Reservation lead is stored for the car', async ({
  page,
}) => {
  const { slug } = await pickReservableCar(FORM_DEALER);
  // Checkout is gated behind sign-in on this dealer's template: the lead API checks the session too.
  await page.goto(url(`/sign-in?type=checkout&redirect=/cars/${slug}/checkout/&back=/cars/${slug}/`));
  await signInOnPage(page, freshPhone());
  await page.waitForURL((u) => u.pathname === `/cars/${slug}/checkout/`);
  const open = page.getByRole('link', { name: 'Reserve Now' });
  await expect(open).toHaveAttribute('href', carForm(slug, 'reservation'));
  await open.click();
  await expect(page).toHaveURL(/#reservation-form$/);
  const mount = page.locator('[data-mount="reservation-form"]');
  await expect(mount.getByLabel('First name')).toBeFocused();
  const email = uniqueEmail('reserve-page');
  const f = leadForm(page);
  await f.contact(email);
  await f.agree();
  await f.submit('Reserve Now');
  // The lead is stored, then the deposit is taken on the processor's page (the suite's test processor).
  await page.waitForURL(/127\.0\.0\.1:\d+\/pay\//);
  const lead = await storedLead(email);
  expect(lead).toMatchObject({ form: 'reservation', category: 'Reservation' });
  expect(lead.data).toMatchObject({ car_id: slug });
});

test('/fleet: the enquiry spot opens the fleet form in place; a Fleet Enquiry lead is stored', async ({ page }) => {
  const loaded = formChunkRequests(page);
  await page.goto(url('/fleet/'));
  const spot = page.locator('section#enquiry');
  const open = spot.getByRole('link', { name: 'Make a fleet enquiry' });
  await expect(open).toHaveAttribute('href', '/enquiry/fleet/');
  await expect(page.locator('body')).toHaveAttribute('data-forms', 'ready');
  expect(loaded).toEqual([]);
  await open.click();
  await expect(page).toHaveURL(/\/fleet\/#enquiry$/);
  await expect(spot.getByLabel('First name')).toBeFocused();
  await expect(open).toBeHidden();
  const email = uniqueEmail('fleet-spot');
  const f = leadForm(page);
  await f.contact(email);
  await f.form.getByLabel('Location').selectOption({ label: 'Harbour Mazda' });
  await f.form.getByLabel('Utes & vans').check();
  await f.form.getByLabel('Message').fill('Six utes for our landscaping crews.');
  await f.agree();
  await f.submit('Send fleet enquiry');
  await expect(spot.getByRole('status')).toContainText('Thank you');
  const lead = await storedLead(email);
  expect(lead).toMatchObject({ form: 'fleet', category: 'Fleet Enquiry' });
  expect(lead.data).toMatchObject({ additional_services: ['Utes & vans'], url: url('/fleet/#enquiry') });
});

test('a location page opens the general enquiry with its own location chosen', async ({ page }) => {
  await page.goto(url('/contact-us/harbour-kia/'));
  const spot = page.locator('section#enquiry');
  await expect(spot.getByRole('heading')).toHaveText('Contact Harbour Kia');
  await spot.getByRole('link', { name: 'Make a general enquiry' }).click();
  const f = leadForm(page);
  // Postcode 2300 is nearest Harbour Mazda: the page's own location must stay chosen.
  await f.contact(uniqueEmail('location-spot'));
  await f.next();
  await expect(f.form.getByLabel('Location').locator('option:checked')).toHaveText('Harbour Kia');
  await expect(f.form.getByLabel('Dealership')).toHaveValue('harbour-kia-canberra');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every opener is a link to its form page', async ({ page }) => {
    const slug = someCarSlug(FORM_DEALER, 0);
    await page.goto(url(`/cars/${slug}/`));
    const actions = page.locator('.car-actions');
    await expect(actions.getByRole('link', { name: 'Enquire', exact: true })).toHaveAttribute(
      'href',
      carForm(slug, 'enquiry'),
    );
    await expect(actions.getByRole('link', { name: 'Make an Offer' })).toHaveAttribute(
      'href',
      carForm(slug, 'make-offer'),
    );
    await expect(page.getByRole('link', { name: 'Request more photos' })).toHaveAttribute(
      'href',
      carForm(slug, 'request-photos'),
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await actions.getByRole('link', { name: 'Enquire', exact: true }).click();
    await page.waitForURL(url(carForm(slug, 'enquiry')));

    for (const [path, name, href] of [
      ['/fleet/', 'Make a fleet enquiry', '/enquiry/fleet/'],
      ['/service/', 'Make a service enquiry', '/enquiry/service/'],
      ['/genuine-service/', 'Make a service enquiry', '/enquiry/service/'],
      ['/contact/', 'Make a general enquiry', '/enquiry/'],
    ] as const) {
      await page.goto(url(path));
      await expect(page.locator('section#enquiry').getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});

test('the form pages the links lead to find the car by slug or by numeric id', async ({ page }) => {
  const slug = someCarSlug(FORM_DEALER, 0);
  await page.goto(url(`/cars/${slug}/`));
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const testDrive = await page
    .locator('.car-actions')
    .getByRole('link', { name: 'Book a Test Drive' })
    .getAttribute('href');
  expect(testDrive).toMatch(/^\/book-test-drive\?car_id=\d+$/);
  for (const href of [testDrive!, carForm(slug, 'make-offer')]) {
    await page.goto(url(href));
    await expect(page.locator('.form-car')).toContainText(name);
  }
});
