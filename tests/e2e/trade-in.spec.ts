import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { leadsByEmail } from '../support/leadApiE2e.ts';
import { expectStored, FORM_DEALER, lastEventId, leadForm, someCarSlug, uniqueEmail } from '../support/leadForms.ts';

async function describeCar(page: Page, car: { rego: string; make: string; model: string; year: string; kms: string }) {
  const form = page.locator('form[data-form="trade-in-car"]');
  await form.getByLabel('Rego').fill(car.rego);
  await form.getByLabel('State').selectOption('NSW');
  await form.getByLabel('Make').fill(car.make);
  await form.getByLabel('Model').fill(car.model);
  await form.getByLabel('Year').fill(car.year);
  await form.getByLabel('Kilometres').fill(car.kms);
  await form.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Partial' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
}

test('trade-in towards a car: valuation by rego, indicative offer, offer accepted (3. Offer Accepted)', async ({
  page,
}) => {
  const slug = someCarSlug(FORM_DEALER, 1); // a 2024 Hyundai Tucson of the demo stock
  const email = uniqueEmail('tradein');
  // Later steps (the valuation's answers, the offer accepted) carry the first answer's secret.
  const steps: { secret: boolean; status: number }[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'PATCH')
      steps.push({ secret: Boolean(r.request().headers()['x-lead-secret']), status: r.status() });
  });
  await page.goto(siteUrl(FORM_DEALER, `/cars/trade-in/?car_id=${slug}`));
  await expect(page.getByRole('heading', { name: 'Trade-in FAQ' })).toBeVisible();
  await page.locator('form[data-form="trade-in-car"]').getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter the rego (letters and digits).')).toBeVisible();
  await describeCar(page, { rego: 'abc123', make: 'Hyundai', model: 'Tucson', year: '2023', kms: '30000' });
  const f = leadForm(page);
  await f.contact(email);
  await f.agree();
  await f.submit('Get my valuation');
  const offer = page.locator('[data-form="trade-in-offer"]');
  await expect(offer).toContainText(/Your indicative trade-in offer: \$[\d,]+ – \$[\d,]+/);
  await expect(offer).toContainText('subject to inspection');
  await offer.getByRole('button', { name: 'Accept offer' }).click();
  await expect(offer).toContainText('Offer accepted');
  expect(await lastEventId(page)).toBe(18);
  // The car on the valuation before the lead, the valuation's record, the offer accepted on the lead and the valuation.
  await expect.poll(() => steps.length).toBe(4);
  expect(steps).toEqual(Array(4).fill({ secret: true, status: 200 }));

  await expect
    .poll(async () => (await leadsByEmail(FORM_DEALER, email))[0]?.subcategory, { timeout: 15_000 })
    .toBe('3. Offer Accepted');
  const [lead] = await leadsByEmail(FORM_DEALER, email);
  expect(lead).toMatchObject({ form: 'trade-in', category: 'Trade-In' });
  expect(lead!.data).toMatchObject({ car_id: slug, Rego: 'ABC123', offer_accepted: true, form_completed: true });
  expect(lead!.data.valuation_id).toEqual(expect.any(String));
  expect(String(lead!.data.message)).toContain('2023 Hyundai Tucson, 30,000 km');

  // The valuation stays in this browser (SPEC §3), versioned; the next visit starts from that car.
  const stored = await page.evaluate(() => localStorage.getItem('dealer:tradeInValuation'));
  expect(JSON.parse(stored!)).toMatchObject({
    v: 1,
    data: { rego: 'ABC123', make: 'Hyundai', model: 'Tucson', year: 2023, kms: 30000, leadId: lead!.id },
  });
  await page.reload();
  const form = page.locator('form[data-form="trade-in-car"]');
  await expect(form.getByLabel('Rego')).toHaveValue('ABC123');
  await expect(form.getByLabel('Model')).toHaveValue('Tucson');
});

test('no online estimate for a car over 7 years old (trade-in FAQ): the request is still sent', async ({ page }) => {
  const email = uniqueEmail('tradeold');
  await page.goto(siteUrl(FORM_DEALER, '/trade-in/'));
  await describeCar(page, { rego: 'OLD99', make: 'Hyundai', model: 'Tucson', year: '2012', kms: '180000' });
  const f = leadForm(page);
  await f.contact(email);
  // No car chosen on a group site: the shopper picks the dealership.
  await f.form.getByLabel('Dealership').selectOption('harbour-hyundai-gosford');
  await f.agree();
  await f.submit('Get my valuation');
  await expect(page.locator('[data-form="trade-in-offer"]')).toContainText(
    'We generally give no online estimate for cars over 7 years old or with more than 100,000 km',
  );
  await expectStored(() => leadsByEmail(FORM_DEALER, email));
  const [lead] = await leadsByEmail(FORM_DEALER, email);
  expect(lead).toMatchObject({ category: 'Trade-In', subcategory: '1. Valuation Requested' });
});
