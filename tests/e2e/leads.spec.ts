import { expect, test } from '../support/test.ts';
import { mailFromShopper } from '../support/e2eMail.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { leadsByEmail } from '../support/leadApiE2e.ts';
import { expectStored, FORM_DEALER, lastEventId, leadForm, someCarSlug, uniqueEmail } from '../support/leadForms.ts';

const url = (path: string) => siteUrl(FORM_DEALER, path);

test('general enquiry: exact errors, two steps, /success, stored with visit data; details prefilled next time', async ({
  page,
}) => {
  const email = uniqueEmail('general');
  await page.goto(url('/?utm_source=newsletter'));
  await page.goto(url('/enquiry/'));
  const f = leadForm(page);
  await f.next();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Please fix the following errors:');
  await expect(alert).toContainText('Invalid postcode. Please enter a 4-digit number.');
  await f.contact(email);
  // The field takes four characters at most (SPEC §5); a longer paste is refused (formRules.spec.ts).
  await f.form.getByLabel('Postcode').fill('23000');
  await expect(f.form.getByLabel('Postcode')).toHaveValue('2300');
  await f.next();
  await expect(page.getByText('Step 2 of 2: Your enquiry')).toBeVisible();
  await expect(f.form.getByLabel('Category')).toHaveValue('General Enquiry');
  // Postcode 2300 (Newcastle) picks the nearest location, Harbour Mazda in Broadmeadow.
  await expect(f.form.getByLabel('Location')).toHaveValue('1021');
  await expect(f.form.getByLabel('Dealership')).toHaveValue('harbour-mazda-broadmeadow');
  await f.submit('Send enquiry');
  await expect(page.getByRole('alert')).toContainText('*You must agree to the terms of use before submitting.');
  await expect(page.getByRole('alert')).toContainText('Please enter a message.');
  await f.form.getByLabel('Message').fill('Is the CX-5 still available?');
  await f.agree();
  await f.submit('Send enquiry');
  await page.waitForURL(/\/success\/$/);
  await expect(page.getByRole('status')).toContainText('Thank you, your enquiry has been sent');

  const [lead] = await leadsByEmail(FORM_DEALER, email);
  expect(lead).toMatchObject({ form: 'general-enquiry', category: 'General Enquiry' });
  expect(lead!.data).toMatchObject({
    name: 'Jo',
    last_name: 'Citizen',
    postcode: '2300',
    location_id: 1021,
    location: 'Harbour Mazda',
    dealership_slug: 'harbour-mazda-broadmeadow',
    terms: true,
    source: 'Website',
    url: url('/enquiry/'),
    lead_attributes: { linked_query_params: { utm_source: 'newsletter' } },
  });
  expect((lead!.data.lead_attributes as { visited_pages: string[] }).visited_pages).toContain('/enquiry/');

  await page.goto(url('/careers/'));
  await expect(leadForm(page).form.getByLabel('Email')).toHaveValue(email);
});

test('/success opened directly with nothing sent does not say an enquiry was sent', async ({ page }) => {
  await page.goto(url('/success/'));
  await expect(page.getByRole('heading', { name: 'No enquiry sent from this device yet' })).toBeVisible();
  await expect(page.getByText('has been sent')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Send us an enquiry' })).toHaveAttribute('href', '/enquiry/');
});

test('a postcode the table does not know fails with "Invalid postcode"', async ({ page }) => {
  await page.goto(url('/enquiry/service/'));
  const f = leadForm(page);
  await f.contact(uniqueEmail('badpostcode'), '0000');
  await f.form.getByLabel('Message').fill('Service please');
  await f.agree();
  await f.submit('Send service enquiry');
  await expect(page.getByRole('alert')).toContainText('Invalid postcode');
  await expect(f.form.locator('#f-postcode-error')).toHaveText('Invalid postcode');
});

test('careers enquiry becomes General Enquiry / Career Enquiry with event 51', async ({ page }) => {
  const email = uniqueEmail('careers');
  await page.goto(url('/careers/'));
  const f = leadForm(page);
  await f.contact(email);
  await f.form.getByLabel('Location').selectOption('1023');
  await f.form.getByLabel('Message').fill('I would like to apply as a technician.');
  await f.agree();
  await f.submit('Send');
  await expect(page.getByRole('status')).toContainText('Thank you');
  expect(await lastEventId(page)).toBe(51);
  await expectStored(() => leadsByEmail(FORM_DEALER, email));
  const [lead] = await leadsByEmail(FORM_DEALER, email);
  expect(lead).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
  // The lead's emails reached the suite's SMTP server: the careers inbox (routing by kind) and the
  // CRM inbox, once each; the person's copy carries the ADF/XML, the CRM's is the ADF/XML itself.
  await expect
    .poll(async () => (await mailFromShopper(email)).map((m) => m.rcpt).sort(), { timeout: 15_000 })
    .toEqual(['careers@harbourautogroup.com.au', 'crm@harbourautogroup.com.au']);
  const mail = await mailFromShopper(email);
  const person = mail.find((m) => m.rcpt.startsWith('careers@'))!;
  expect(person.subject).toBe('General Enquiry / Career Enquiry from Jo Citizen');
  expect(person.attachments.map((a) => a.contentType)).toEqual(['application/xml']);
  expect(person.text).toContain('I would like to apply as a technician.');
  expect(mail.find((m) => m.rcpt.startsWith('crm@'))!.text).toContain('<?adf version="1.0"?>');
});

test('fleet and service enquiries collect ticked options into additional_services', async ({ page }) => {
  for (const [path, option, button, category] of [
    ['/enquiry/fleet/', 'Utes & vans', 'Send fleet enquiry', 'Fleet Enquiry'],
    ['/enquiry/service/', 'Brakes', 'Send service enquiry', 'Service Enquiry'],
  ] as const) {
    const email = uniqueEmail('options');
    await page.goto(url(path));
    const f = leadForm(page);
    await f.contact(email);
    await f.form.getByLabel(option).check();
    if (path.includes('service')) await expect(f.form.getByLabel('Location')).toHaveValue('1025');
    else await f.form.getByLabel('Location').selectOption('1022');
    await f.form.getByLabel('Message').fill('Please call me.');
    await f.agree();
    await f.submit(button);
    await expect(page.getByRole('status')).toContainText('Thank you');
    await expectStored(() => leadsByEmail(FORM_DEALER, email));
    const [lead] = await leadsByEmail(FORM_DEALER, email);
    expect(lead).toMatchObject({ category });
    expect(lead!.data.additional_services).toEqual([option]);
  }
});

test('book a test drive for a car from ?car_id= loaded from the search engine', async ({ page }) => {
  const slug = someCarSlug();
  const email = uniqueEmail('testdrive');
  await page.goto(url(`/book-test-drive/?car_id=${slug}`));
  const f = leadForm(page);
  await expect(f.form.locator('.form-car')).toContainText('About:');
  await f.contact(email);
  await f.next();
  await f.form.getByLabel('Preferred date and time (optional)').fill('2030-05-01T10:30');
  await f.agree();
  await f.submit('Book test drive');
  await page.waitForURL(/\/success\/$/);
  await expect(page.getByRole('status')).toContainText('test drive request');
  // "…shortly about the <car>." with the car linked and no space before the stop.
  const carLink = page.getByRole('status').getByRole('link');
  await expect(carLink).toHaveAttribute('href', `/cars/${slug}/`);
  const carName = await carLink.innerText();
  expect(await page.locator('[data-success-text]').innerText()).toMatch(
    new RegExp(`will contact you shortly about the ${carName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.$`),
  );
  const [lead] = await leadsByEmail(FORM_DEALER, email);
  expect(lead).toMatchObject({ form: 'test-drive', category: 'Test Drive' });
  expect(lead!.data).toMatchObject({ car_id: slug, date_time: '2030-05-01T10:30', source: 'Website' });
  expect(lead!.data.car_dealership_id).toEqual(expect.any(Number));
  // The dealer's email names the car as the stock index has it (year, stock number, VIN, price) and the time.
  await expect.poll(async () => (await mailFromShopper(email)).length, { timeout: 15_000 }).toBe(2);
  const person = (await mailFromShopper(email)).find((m) => !m.rcpt.startsWith('crm@'))!;
  expect(person.subject).toBe('Test Drive from Jo Citizen');
  expect(person.text).toMatch(/Test drive:\s+Wed 1 May 2030, 10:30/);
  expect(person.text).toMatch(/Car:\s+20\d\d .+ \(stock \S+\)/);
  expect(person.text).not.toMatch(/Car:\s+(\d{4}) \1 /);
  expect(person.text).toMatch(/VIN:\s+[A-HJ-NPR-Z0-9]{17}/);
  expect(person.text).toMatch(/Car price:\s+(\$[\d,]+|Enquire for price)/);
});

test('finance enquiry on the dealer finance route, prefilled from the query, at #finance-form', async ({ page }) => {
  const slug = someCarSlug(FORM_DEALER, 1);
  const email = uniqueEmail('finance');
  await page.goto(
    url(
      `/finance/?car_id=${slug}&vehiclePriceBudget=35000&preferredDealership=Harbour%20Kia&car_type=used#finance-form`,
    ),
  );
  const f = leadForm(page);
  await expect(page.locator('#finance-form')).toBeVisible();
  await expect(f.form.getByLabel('Vehicle price budget')).toHaveValue('35000');
  // The car names its dealership: no free-text or second dealership box.
  await expect(f.form.getByLabel('Preferred dealership')).toHaveCount(0);
  await expect(f.form.getByLabel('Dealership')).toHaveCount(0);
  await f.contact(email);
  await f.form.getByLabel('Location').selectOption('1023');
  await f.agree();
  await f.submit('Send finance enquiry');
  await expect(page.getByRole('status')).toContainText('Thank you');
  await expectStored(() => leadsByEmail(FORM_DEALER, email));
  const [lead] = await leadsByEmail(FORM_DEALER, email);
  expect(lead).toMatchObject({ category: 'Finance Enquiry' });
  expect(lead!.data).toMatchObject({ car_id: slug, vehiclePriceBudget: 35000, page_id: '/finance/' });
  expect(lead!.data.dealership_slug).toMatch(/^harbour-/);
});

test('a finance link without a car chooses its preferredDealership in the one dealership select, by name', async ({
  page,
}) => {
  await page.goto(url('/finance/?preferredDealership=Harbour%20Kia#finance-form'));
  const f = leadForm(page);
  await expect(f.form.getByLabel('Preferred dealership')).toHaveCount(0);
  const select = f.form.getByLabel('Dealership');
  await expect(select).toHaveCount(1);
  await expect(select.locator('option:checked')).toHaveText('Harbour Kia');
  expect(await select.locator('option').allInnerTexts()).not.toContain('harbour-kia');
});

// The reservation's own routes, gate and refusals: reservation.spec.ts.
test('car forms: request photos, make an offer and quick enquiry modal', async ({ page }) => {
  const slug = someCarSlug(FORM_DEALER, 2);
  const submitted: [string, string][] = [];

  const email1 = uniqueEmail('photos');
  await page.goto(url(`/enquiry/car/?car_id=${slug}&form=request-photos`));
  let f = leadForm(page);
  await f.contact(email1);
  await f.agree();
  await f.submit('Request photos');
  await expect(page.getByRole('status')).toContainText('Thank you');
  submitted.push([email1, 'Request Photos']);

  const email2 = uniqueEmail('offer');
  await page.goto(url(`/enquiry/car/?car_id=${slug}&form=make-offer`));
  f = leadForm(page);
  await expect(f.form.getByLabel('Message')).toHaveCount(0);
  await expect(f.form.getByLabel('Your offer')).toHaveAttribute('placeholder', /^\$\d/);
  await f.contact(email2);
  await f.agree();
  await f.submit('Send my offer');
  await expect(page.getByRole('alert')).toContainText('Please enter your offer in dollars.');
  await f.form.getByLabel('Your offer').fill('$25,500');
  await f.form.getByLabel("I'm interested in finance").check();
  await f.submit('Send my offer');
  await expect(page.getByRole('status')).toContainText('Thank you');
  submitted.push([email2, 'Make an Offer']);

  const email3 = uniqueEmail('quick');
  await page.goto(url(`/enquiry/car/?car_id=${slug}&form=quick-enquiry`));
  await page.getByRole('button', { name: 'Quick Enquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick Enquiry' });
  await expect(dialog).toBeVisible();
  f = leadForm(page);
  await f.contact(email3);
  await f.form.getByLabel('Message').fill('Still available?');
  await f.agree();
  await f.submit('Send enquiry');
  await expect(dialog.getByRole('status')).toContainText('Thank you');
  submitted.push([email3, 'Quick Enquiry']);

  for (const [email, kind] of submitted) {
    await expectStored(() => leadsByEmail(FORM_DEALER, email));
    const [lead] = await leadsByEmail(FORM_DEALER, email);
    expect(lead!.data.car_id).toBe(slug);
    expect([lead!.category, lead!.subcategory]).toContain(kind);
    if (kind === 'Request Photos') expect(lead!.data.message).toBe('Please send photos for this car');
    if (kind === 'Make an Offer') expect(lead!.data).toMatchObject({ offer_amount: 25500, opt_in_finance: true });
  }
});
