import type { Request } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { pickBuiltCar } from '../support/carStock.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { leadsByEmail } from '../support/leadApiE2e.ts';
import { expectStored, FORM_DEALER, leadForm, someCarSlug, uniqueEmail } from '../support/leadForms.ts';
import { DEALER_ON_DEFAULT_FLAGS } from '../support/e2eDealers.ts';

// The form rules on the built forms against the real lead API: one lead per submission, our words for
// every refusal, postcodes, offers to the cent and the finance page's lender disclaimer.
const url = (path: string) => siteUrl(FORM_DEALER, path);
// Expected words as the SPEC gives them (§5, §8), or as our field messages read, written out here.
const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';
const POSTCODE_NOT_FOUND = 'Invalid postcode';
const BUDGET_MESSAGE = 'Please enter your budget as an amount in dollars, e.g. 30000.';
const OFFER_MESSAGE = 'Please enter your offer in dollars.';

/** Fills the finance page's form (no car): contact, dealership, location, terms. */
async function fillFinance(page: import('@playwright/test').Page, email: string) {
  const f = leadForm(page);
  await f.contact(email);
  await f.form.getByLabel('Dealership').selectOption({ index: 1 });
  await f.form.getByLabel('Location').selectOption({ index: 1 });
  await f.agree();
  return f;
}

test.describe('one submission per shopper action', () => {
  for (const action of ['double-click', 'click then Enter'] as const) {
    test(`a ${action} on a form that looks up the postcode stores one lead`, async ({ page }) => {
      await page.goto(url('/finance/'));
      const email = uniqueEmail(`double-${action.replace(/\W+/g, '-').toLowerCase()}`);
      const f = await fillFinance(page, email);
      // Every lead POST the page makes, and how many have ended: the store is read once all have.
      let posted = 0;
      let ended = 0;
      const isLead = (r: Request) => r.method() === 'POST' && r.url().endsWith('/api/leads');
      page.on('request', (r) => {
        if (isLead(r)) posted += 1;
      });
      page.on('requestfinished', (r) => {
        if (isLead(r)) ended += 1;
      });
      page.on('requestfailed', (r) => {
        if (isLead(r)) ended += 1;
      });
      const button = f.form.getByRole('button', { name: 'Send finance enquiry' });
      if (action === 'double-click') await button.dblclick();
      else {
        await button.click();
        await page.keyboard.press('Enter');
      }
      await expect(page.getByRole('status')).toContainText('Thank you');
      await expect.poll(() => posted > 0 && ended === posted).toBe(true);
      expect(await leadsByEmail(FORM_DEALER, email)).toHaveLength(1);
    });
  }

  test('sending the same content again in the visit reuses its key: still one lead', async ({ page }) => {
    const email = uniqueEmail('same-content');
    for (let i = 0; i < 2; i += 1) {
      await page.goto(url('/finance/'));
      const f = await fillFinance(page, email);
      await f.submit('Send finance enquiry');
      await expect(page.getByRole('status')).toContainText('Thank you');
    }
    await expectStored(() => leadsByEmail(FORM_DEALER, email), 1);
  });
});

test('a budget that is no amount gets our words, never the validation library’s', async ({ page }) => {
  await page.goto(url('/finance/'));
  const f = await fillFinance(page, uniqueEmail('budget'));
  await f.form.getByLabel('Vehicle price budget').fill('about 30k');
  await f.submit('Send finance enquiry');
  await expect(page.getByRole('alert')).toContainText(BUDGET_MESSAGE);
  await expect(f.form).not.toContainText(/Invalid (value|type)|Expected/);
});

test.describe('postcodes (SPEC §5: exactly four digits, at most four characters)', () => {
  test('a car form checks the postcode exists; typing stops at four digits, a longer paste is refused, not cut', async ({
    page,
  }) => {
    const slug = someCarSlug(FORM_DEALER, 3);
    await page.goto(url(`/enquiry/car/?car_id=${slug}&form=request-photos`));
    const f = leadForm(page);
    // Four digits each, but no such postcode (9999 is a real one: Santa's, North Pole 9999).
    for (const postcode of ['0000', '0999']) {
      await f.contact(uniqueEmail('postcode'), postcode);
      await f.agree();
      await f.submit('Request photos');
      await expect(f.form.locator('#f-postcode-error')).toHaveText(POSTCODE_NOT_FOUND);
    }
    const postcode = f.form.getByLabel('Postcode');
    await expect(postcode).toHaveAttribute('maxlength', '4');
    await postcode.fill('');
    await postcode.pressSequentially('20001');
    await expect(postcode).toHaveValue('2000');
    // A pasted longer value is kept as pasted and refused at once with the field's message.
    await postcode.fill('');
    await postcode.evaluate((input) => {
      const data = new DataTransfer();
      data.setData('text', ' 20001 ');
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(postcode).toHaveValue('20001');
    await expect(f.form.locator('#f-postcode-error')).toHaveText(POSTCODE_MESSAGE);
    await f.submit('Request photos');
    await expect(f.form.locator('#f-postcode-error')).toHaveText(POSTCODE_MESSAGE);
  });

  test('on the two-step enquiry the geocoding error shows on the step with the postcode', async ({ page }) => {
    const slug = someCarSlug(FORM_DEALER, 3);
    await page.goto(url(`/enquiry/car/?car_id=${slug}&form=enquiry`));
    const f = leadForm(page);
    await f.contact(uniqueEmail('two-step'), '0999');
    await f.next();
    await expect(f.form.getByText('Step 1 of 2')).toBeVisible();
    await expect(f.form.getByLabel('Postcode')).toBeVisible();
    await expect(f.form.locator('#f-postcode-error')).toHaveText(POSTCODE_NOT_FOUND);
  });
});

test('an offer in cents is kept to the cent or refused, never rounded', async ({ page }) => {
  const slug = someCarSlug(FORM_DEALER, 3);
  await page.goto(url(`/enquiry/car/?car_id=${slug}&form=make-offer`));
  const email = uniqueEmail('cents');
  const f = leadForm(page);
  await f.contact(email);
  await f.agree();
  await f.form.getByLabel('Your offer').fill('0.50');
  await f.submit('Send my offer');
  await expect(page.getByRole('alert')).toContainText(OFFER_MESSAGE);
  await f.form.getByLabel('Your offer').fill('$25,000.50');
  await f.submit('Send my offer');
  await expect(page.getByRole('status')).toContainText('Thank you');
  await expectStored(() => leadsByEmail(FORM_DEALER, email));
  const [lead] = await leadsByEmail(FORM_DEALER, email);
  expect(lead!.data.offer_amount).toBe(25000.5);
});

test("the finance page shows the car's lender disclaimer, the reason it reads the car", async ({ page }) => {
  const car = await pickBuiltCar(DEALER_ON_DEFAULT_FLAGS, 'status = "in_stock" AND price > 10000');
  const disclaimer = car.finance_lenders.taurus?.disclaimer.trim();
  expect(disclaimer, 'the Toyota demo stock carries Taurus lender entries').toBeTruthy();
  await page.goto(siteUrl(DEALER_ON_DEFAULT_FLAGS, `/finance/?car_id=${car.id}#finance-form`));
  const box = page.locator('[data-finance-disclaimer]');
  await expect(box).toBeVisible();
  // SPEC §4: text over 200 characters shows cut, with View more (the demo lenders' disclaimers all are).
  expect(disclaimer!.length).toBeGreaterThan(200);
  const cut = (await box.locator('p').textContent())!.trim();
  expect(cut.endsWith('…') && disclaimer!.startsWith(cut.slice(0, -1)) && cut.length <= 201, cut).toBe(true);
  await box.getByRole('button', { name: 'View more' }).click();
  await expect(box.locator('p')).toHaveText(disclaimer!);
});
