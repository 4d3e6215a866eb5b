import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { pickBuiltCar, pickReservableCar } from '../support/carStock.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { LEAD_API_URL, leadsByEmail } from '../support/leadApiE2e.ts';
import { expectStored, leadForm, uniqueEmail } from '../support/leadForms.ts';
import { freshPhone, signInOnPage } from '../support/shopper.ts';
import { RESERVATION_REFUSALS } from '../../src/domain/reservation.ts';
import { DEALER_ON_BRAND_TEMPLATE, DEALER_ON_USED_TEMPLATE } from '../support/e2eDealers.ts';

// Every route to a reservation applies one rule to the car as it is now, honours
// the sign-in gate, and the lead API refuses what the browser refuses. Both kinds of dealer: the brand template
// lets visitors reserve; the used template gates checkout.
const GATED = DEALER_ON_USED_TEMPLATE;
const OPEN = DEALER_ON_BRAND_TEMPLATE;

/** The live search engine's answer for this car, reporting it sold (a sale after the build). */
async function soldSinceBuild(page: Page, slug: string): Promise<void> {
  await page.route('**/indexes/*/search', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { hits: Record<string, unknown>[] };
    for (const hit of body.hits) if (hit.slug === slug) Object.assign(hit, { status: 'sold', sold: true });
    await route.fulfill({ response, json: body });
  });
}

test.describe('reservation eligibility on every route, gated and open checkout', () => {
  test('a reserved car gets no reservation form on the enquiry route or the online purchase', async ({ page }) => {
    const car = await pickBuiltCar(GATED, 'reserved = true AND status = "in_stock"');
    for (const path of [`/enquiry/car/?car_id=${car.slug}&form=reservation`, `/checkout-journey?car_id=${car.slug}`]) {
      await page.goto(siteUrl(GATED, path));
      await expect(page.getByText(RESERVATION_REFUSALS['not-reservable'])).toBeVisible();
      await expect(page.locator('form.lead-form')).toHaveCount(0);
    }
  });

  test('the prerendered reserve page re-reads the car: one sold since the build gets no form', async ({ page }) => {
    const car = await pickReservableCar(OPEN);
    await soldSinceBuild(page, car.slug);
    await page.goto(siteUrl(OPEN, `/cars/${car.slug}/checkout/`));
    await page.getByRole('link', { name: 'Reserve Now' }).first().click();
    await expect(page.getByText(RESERVATION_REFUSALS['not-reservable'])).toBeVisible();
    await expect(page.locator('form.lead-form')).toHaveCount(0);
  });

  test('where checkout is gated, the online purchase sends a signed-out shopper to sign-in first', async ({ page }) => {
    const car = await pickReservableCar(GATED);
    await page.goto(siteUrl(GATED, `/checkout-journey?car_id=${car.slug}`));
    await page.waitForURL(/\/sign-in\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('type')).toBe('checkout');
    expect(url.searchParams.get('redirect')).toBe(`/checkout-journey?car_id=${car.slug}`);
    await signInOnPage(page, freshPhone());
    await page.waitForURL((u) => u.pathname === '/checkout-journey');
    const email = uniqueEmail('gated-reserve');
    const f = leadForm(page);
    await f.contact(email);
    if (await f.form.locator('#f-terms').count()) await f.agree();
    await f.submit('Reserve Now');
    // Stored, then on to the processor's hosted page for the deposit (the suite's test processor).
    await page.waitForURL(/127\.0\.0\.1:\d+\/pay\//);
    await expectStored(() => leadsByEmail(GATED, email));
  });

  test('a visitor reserves without an account where checkout is not gated; the API stores it', async ({ page }) => {
    const car = await pickReservableCar(OPEN);
    await page.goto(siteUrl(OPEN, `/enquiry/car/?car_id=${car.slug}&form=reservation`));
    const email = uniqueEmail('open-reserve');
    const f = leadForm(page);
    await f.contact(email, '5000');
    if (await f.form.locator('#f-terms').count()) await f.agree();
    await f.submit('Reserve Now');
    // Stored, then on to the processor's hosted page for the deposit (the suite's test processor).
    await page.waitForURL(/127\.0\.0\.1:\d+\/pay\//);
    await expectStored(() => leadsByEmail(OPEN, email));
    const [lead] = await leadsByEmail(OPEN, email);
    expect(lead).toMatchObject({ form: 'reservation', category: 'Reservation' });
    expect(lead!.data).toMatchObject({ car_id: car.slug, dealership_slug: car.dealership_slug });
  });

  test('the lead API refuses a reservation the page would not offer, even from a signed-out script', async ({
    page,
  }) => {
    const car = await pickBuiltCar(GATED, 'reserved = true AND status = "in_stock"');
    const sent = await page.request.post(`${LEAD_API_URL}/api/leads`, {
      headers: { origin: siteUrl(GATED, '') },
      data: {
        form: 'reservation',
        website_id: 103,
        name: 'Jo',
        email: uniqueEmail('api-reserve'),
        phone: '0412345678',
        postcode: '2000',
        terms: true,
        car_id: car.slug,
      },
    });
    expect(sent.status()).toBe(409);
  });
});
