import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import type { Car } from '../../src/domain/car.ts';
import { builtCarSlugs, deleteCar, pickBuiltCar, pickBuiltCarWhere, putCars } from '../support/carStock.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { demoDealers } from '../support/demoDealers.ts';
import {
  DEALER_GROUP,
  DEALER_ON_BRAND_TEMPLATE,
  DEALER_ON_DEFAULT_FLAGS,
  DEALER_ON_USED_TEMPLATE,
  DEALER_WITH_CARAVANS,
  DEALER_WITH_CHANGED_FLAGS,
} from '../support/e2eDealers.ts';

const SECTIONS = [
  'Key information',
  'Dealer Comments',
  "What's Included",
  'Why Buy From Us',
  'Reserve Online',
  'Protect Your Car',
  'Car Summary',
  'Features',
  'All Specifications',
];

const openCar = async (page: Page, dealer: string, car: Pick<Car, 'slug'>) => {
  await page.goto(siteUrl(dealer, `/cars/${car.slug}/`));
  await expect(page.locator('[data-car-root]')).toHaveAttribute('data-fresh', 'true');
};
const actions = (page: Page) => page.locator('[data-live="actions"]');
const sectionTitles = (page: Page) => page.locator('.car-sections h2').allTextContents();

test.describe('car kinds render the right sections and buttons', () => {
  test('a sold car: JUST SOLD, SOLD notice, Find Me Something Similar instead of Enquire', async ({ page }) => {
    const car = await pickBuiltCar(DEALER_ON_DEFAULT_FLAGS, 'status = "sold"');
    await openCar(page, DEALER_ON_DEFAULT_FLAGS, car);
    await expect(page.locator('[data-live="badge-text"]')).toHaveText('JUST SOLD');
    await expect(page.locator('[data-live="sold"]')).toBeVisible();
    const similar = actions(page).getByRole('link', { name: 'Find Me Something Similar' });
    await expect(similar).toHaveAttribute('href', /^\/search\/toyota\/[a-z0-9-]+\/$/);
    await expect(actions(page).getByRole('link', { name: 'Enquire' })).toHaveCount(0);
    await expect(actions(page).getByRole('link', { name: /Reserve/ })).toHaveCount(0);
    await expect(page.locator('[data-live="finance"]')).toBeHidden();
    // The panel promises nothing a sold car cannot do.
    const interested = page.locator('[data-live="interested"]');
    await expect(interested).toContainText('Ask us to find you a car like this one');
    await expect(interested).not.toContainText('Reserve online');
    await expect(interested).not.toContainText('Book a test drive');
    // Dates read day/month/year (SPEC §9), never as ISO text.
    expect(await page.locator('.car-sections').innerText()).not.toMatch(/\b\d{4}-\d{2}(-\d{2})?\b/);
    expect((await sectionTitles(page)).filter((t) => SECTIONS.includes(t))).toEqual(
      SECTIONS.filter((s) => (car.standardEquipment.length > 0 ? true : s !== 'Features')),
    );
  });

  test('a reserved car: RESERVED badge, no reserve or trade-in, enquiry still open', async ({ page }) => {
    const car = await pickBuiltCar(DEALER_GROUP, 'reserved = true AND status = "in_stock"');
    await openCar(page, DEALER_GROUP, car);
    await expect(page.locator('[data-live="badge-text"]')).toHaveText('RESERVED');
    await expect(actions(page).getByRole('link', { name: 'Enquire' })).toHaveAttribute(
      'href',
      `/enquiry/car/?car_id=${car.slug}&form=enquiry`,
    );
    await expect(actions(page).getByRole('link', { name: /Reserve/ })).toHaveCount(0);
    await expect(actions(page).getByRole('link', { name: 'Trade-In Valuation' })).toHaveCount(0);
    await expect(actions(page).getByRole('link', { name: 'Book a Test Drive' })).toHaveAttribute(
      'href',
      `/book-test-drive?car_id=${car.id}`,
    );
  });

  test('a coming-soon car: COMING SOON badge, no trade-in valuation', async ({ page }) => {
    const car = await pickBuiltCar(DEALER_GROUP, 'status = "coming_soon" AND reserved = false AND tag IS NULL');
    await openCar(page, DEALER_GROUP, car);
    await expect(page.locator('[data-live="badge-text"]')).toHaveText('COMING SOON');
    await expect(actions(page).getByRole('link', { name: 'Trade-In Valuation' })).toHaveCount(0);
    await expect(actions(page).getByRole('link', { name: 'Enquire' })).toBeVisible();
    expect(await sectionTitles(page)).toEqual(expect.arrayContaining(['Key information', 'Reserve Online']));
  });

  test('a certified used Toyota: certified image badge, trade-in and history report by rule', async ({ page }) => {
    const car = await pickBuiltCar(
      DEALER_ON_DEFAULT_FLAGS,
      'certified = true AND car_type = "used" AND status = "in_stock" AND reserved = false AND NOT categories = "Electrified"',
    );
    await openCar(page, DEALER_ON_DEFAULT_FLAGS, car);
    const badge = page.locator('[data-live="badge"]');
    await expect(badge).toHaveText('Certified Pre-Owned');
    await expect(badge.locator('svg.certified-mark')).toBeVisible();
    await expect(actions(page).getByRole('link', { name: 'Car History Report' })).toHaveCount(car.file ? 1 : 0);
    await expect(actions(page).getByRole('link', { name: 'Trade-In Valuation' })).toHaveAttribute(
      'href',
      `/cars/trade-in?car_id=${car.id}`,
    );
  });

  test('a caravan: caravan specifications under All Specifications, Show More/Less', async ({ page }) => {
    // A caravan with comments, so the first paragraph is checked on every run (the pending text of
    // empty comments is tests/unit/carPageRules.test.ts's).
    const car = await pickBuiltCarWhere(
      DEALER_WITH_CARAVANS,
      'item_type = "caravan" AND status = "in_stock"',
      (c) => (c.dealercomments.split('|')[0]?.trim() ?? '').length >= 40,
    );
    await openCar(page, DEALER_WITH_CARAVANS, car);
    await expect(page.getByText(car.dealercomments.split('|')[0]!.trim().slice(0, 40))).toBeVisible();
    const specs = page.locator('#specs');
    await expect(specs).toContainText('Tare weight');
    await expect(specs).toContainText('Axle type');
    const visibleRows = specs.locator('[data-spec-row]:visible');
    await expect(visibleRows).toHaveCount(4);
    await page.getByRole('button', { name: 'Show More' }).click();
    expect(await visibleRows.count()).toBeGreaterThan(4);
    await expect(page.getByRole('button', { name: 'Show Less' })).toBeVisible();
  });

  test('a subscription-priced car shows its weekly subscription price', async ({ page }) => {
    const car = await pickBuiltCar(DEALER_GROUP, 'subscription_price > 0 AND status = "in_stock"');
    await openCar(page, DEALER_GROUP, car);
    await expect(page.locator('[data-live="price"]')).toHaveAttribute('data-mode', 'subscription');
    await expect(page.locator('[data-live="price-amount"]')).toHaveText(
      `$${car.subscription_price!.toLocaleString('en-AU')}`,
    );
    await expect(page.locator('[data-live="price-note"]')).toHaveText('per week, subscription');
  });

  test('a car without a price: Enquire for price., no offer or reserve', async ({ page }) => {
    const car = await pickBuiltCar(DEALER_ON_DEFAULT_FLAGS, 'price = 0 AND status = "in_stock"');
    await openCar(page, DEALER_ON_DEFAULT_FLAGS, car);
    await expect(page.locator('[data-live="price-amount"]')).toHaveText('Enquire for price.');
    await expect(page.locator('[data-live="below-market"]')).toBeHidden();
    await expect(page.locator('.finance-weekly')).toBeHidden();
    await expect(actions(page).getByRole('link', { name: 'Make an Offer' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Request more photos' })).toHaveAttribute(
      'href',
      `/enquiry/car/?car_id=${car.slug}&form=request-photos`,
    );
    await expect(page.locator('#request-photos [data-mount]')).toHaveAttribute('data-mount', 'request-photos-form');
    await expect(actions(page).getByRole('link', { name: /Reserve/ })).toHaveCount(0);
    await expect(actions(page).getByRole('link', { name: 'Enquire' })).toBeVisible();
  });
});

test('the JSON-LD of every prerendered car page of one dealer parses with the Car and Offer properties', () => {
  const dealer = DEALER_ON_BRAND_TEMPLATE;
  const slugs = builtCarSlugs(dealer);
  expect(slugs.length).toBeGreaterThan(50);
  for (const slug of slugs) {
    const html = readFileSync(resolve('dist', dealer, 'cars', slug, 'index.html'), 'utf8');
    const text = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(text, slug).toBeTruthy();
    const data = JSON.parse(text!) as Record<string, unknown> & { offers: Record<string, unknown> };
    expect(data['@type'], slug).toBe('Car');
    for (const key of [
      'vehicleIdentificationNumber',
      'itemCondition',
      'brand',
      'model',
      'vehicleModelDate',
      'vehicleConfiguration',
      'fuelType',
      'vehicleTransmission',
      'bodyType',
      'color',
    ]) {
      expect(data[key], `${slug} ${key}`).toBeTruthy();
    }
    expect(data.mileageFromOdometer).toMatchObject({ '@type': 'QuantitativeValue', unitCode: 'KMT' });
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'AUD',
      seller: { '@type': 'AutoDealer', name: 'Adelaide Nissan' },
    });
    expect(String(data.offers.availability)).toMatch(/^https:\/\/schema\.org\/(InStock|SoldOut|PreOrder|PreSale)$/);
    // A price the page shows is in the offer; a car the page says 'Enquire for price.' of has none.
    const enquire = (html.split('data-live="price-amount"')[1]?.slice(0, 60) ?? '').includes('Enquire for price.');
    expect(typeof data.offers.price, slug).toBe(enquire ? 'undefined' : 'number');
    expect(html).toContain(`<link rel="canonical" href="https://www.adelaidenissan.com.au/cars/${slug}/">`);
    expect(html).toContain('<meta property="og:image"');
    expect(html).toContain('<meta name="twitter:card"');
  }
});

test.describe('freshness after the build', () => {
  // Each index write waits for Meilisearch to apply it, which takes seconds on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('price, reservation and sale changed in the index show on reload without a rebuild', async ({ page }) => {
    const car = await pickBuiltCar(
      DEALER_ON_USED_TEMPLATE,
      'status = "in_stock" AND reserved = false AND price > 5000',
      3,
    );
    try {
      await putCars([{ ...car, price: car.price - 1000, before_price: null, reserved: true }]);
      await openCar(page, DEALER_ON_USED_TEMPLATE, car);
      await expect(page.locator('[data-live="price-amount"]')).toHaveText(
        `$${(car.price - 1000).toLocaleString('en-AU')}`,
      );
      await expect(page.locator('[data-live="badge-text"]')).toHaveText('RESERVED');
      await expect(actions(page).getByRole('link', { name: /Reserve/ })).toHaveCount(0);
      await expect(page.locator('[data-live="reserve-note"]')).toBeHidden();

      const soldAt = Math.floor(Date.now() / 1000);
      await putCars([{ ...car, status: 'sold', sold: true, sold_date_timestamp: soldAt }]);
      await page.reload();
      await expect(page.locator('[data-car-root]')).toHaveAttribute('data-fresh', 'true');
      await expect(page.locator('[data-live="badge-text"]')).toHaveText('JUST SOLD');
      await expect(page.locator('[data-live="sold"]')).toBeVisible();
      await expect(actions(page).getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible();
      await expect(actions(page).getByRole('link', { name: 'Enquire' })).toHaveCount(0);
      await expect(page.locator('[data-live="interested-reserve"]')).toBeHidden();
      await expect(page.locator('[data-live="interested-test-drive"]')).toBeHidden();
      // The switch to sold happens in place: cumulative layout shift stays under the 'good' threshold.
      const shift = await page.evaluate(
        () =>
          new Promise<number>((done) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
              done(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => {
              done(0);
            }, 500);
          }),
      );
      expect(shift).toBeLessThan(0.1);
    } finally {
      await putCars([car]);
    }
  });

  test('a car listed after the build opens through the 404 fallback and keeps its URL', async ({ page }) => {
    const model = await pickBuiltCar(DEALER_WITH_CHANGED_FLAGS, 'status = "in_stock" AND price > 1000');
    const added: Car = {
      ...model,
      id: 990001,
      slug: `${model.slug}-late`,
      stocknum: 'LATE1',
      name: `${model.name} Late`,
    };
    try {
      await putCars([added]);
      const url = siteUrl(DEALER_WITH_CHANGED_FLAGS, `/cars/${added.slug}/`);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(added.name);
      await expect(page.locator('[data-car-root]')).toHaveAttribute('data-fresh', 'true');
      expect(page.url()).toBe(url);
      await expect(page).toHaveTitle(new RegExp(added.name));
      await expect(page.locator('.car-gallery img').first()).toBeVisible();
      await expect(actions(page).getByRole('link', { name: 'Enquire' })).toBeVisible();
    } finally {
      await deleteCar(added.id);
    }
  });

  test('an unknown car slug gets a helpful page with similar cars', async ({ page }) => {
    await page.goto(siteUrl(DEALER_ON_DEFAULT_FLAGS, '/cars/2031-toyota-hilux-sr5-x99999/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that car");
    await expect(page.locator('[data-similar] li').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search all stock' })).toBeVisible();
  });
});

test.describe('car page actions', () => {
  test('Call the dealer shows the masked number, reveals it and records the reveal with the lead API', async ({
    page,
  }) => {
    const car = await pickBuiltCar(DEALER_GROUP, 'status = "in_stock" AND car_type = "used"');
    const reveal = page.waitForResponse(
      (res) => res.url().endsWith('/api/phone-reveal') && res.request().method() === 'POST',
    );
    await openCar(page, DEALER_GROUP, car);
    const button = actions(page).locator('[data-action="call-dealer"]');
    await expect(button).toContainText('1300 *******');
    await button.click();
    await expect(button).toContainText('1300 975 708');
    const answer = await reveal;
    expect(answer.ok(), `lead API answered ${answer.status()}`).toBe(true);
    expect(answer.request().postDataJSON()).toEqual({
      car_id: car.slug,
      dealership_id: car.dealership_id,
      website_id: 102,
    });
  });

  test('Call Now shows only inside business hours in the Perth time zone (SPEC §4, the flag default)', async ({
    page,
  }) => {
    const car = await pickBuiltCar(DEALER_WITH_CHANGED_FLAGS, 'status = "in_stock"');
    expect(
      demoDealers().find((d) => d.config.slug === DEALER_WITH_CHANGED_FLAGS)!.config.flags.vehicle
        .businessHoursTimeZone,
    ).toBe('Australia/Perth');
    // Hobart Toyota: Monday to Friday 8am-5:30pm, checked in Perth (AWST, UTC+8; Hobart is UTC+11 now).
    await page.clock.setFixedTime(new Date('2026-11-23T07:00:00Z')); // Mon 15:00 in Perth, 18:00 in Hobart
    await openCar(page, DEALER_WITH_CHANGED_FLAGS, car);
    await expect(actions(page).getByRole('link', { name: 'Call Now' })).toBeVisible();
    await page.clock.setFixedTime(new Date('2026-11-23T10:00:00Z')); // Mon 18:00 in Perth
    await page.reload();
    await expect(page.locator('[data-car-root]')).toHaveAttribute('data-fresh', 'true');
    await expect(actions(page).getByRole('link', { name: 'Call Now' })).toBeHidden();
  });

  test('Show All / Hide on features and more / less on long dealer comments', async ({ page }) => {
    // Cars picked for what is checked: more than 8 features (the list limit), comments over 400
    // characters (the collapse limit), so neither check depends on the sample stock's luck.
    const car = await pickBuiltCarWhere(
      DEALER_ON_DEFAULT_FLAGS,
      'status = "in_stock" AND car_type = "new"',
      (c) => c.standardEquipment.length > 8,
    );
    await openCar(page, DEALER_ON_DEFAULT_FLAGS, car);
    const features = page.locator('#features li:visible');
    await expect(features).toHaveCount(8);
    await page.getByRole('button', { name: 'Show All' }).click();
    await expect(features).toHaveCount(car.standardEquipment.length);
    await page.getByRole('button', { name: 'Hide' }).click();
    await expect(features).toHaveCount(8);
    const talker = await pickBuiltCarWhere(
      DEALER_ON_DEFAULT_FLAGS,
      'status = "in_stock"',
      (c) => c.dealercomments.replace(/\|/g, ' ').length > 450,
    );
    await openCar(page, DEALER_ON_DEFAULT_FLAGS, talker);
    await page.getByRole('button', { name: 'more', exact: true }).click();
    await expect(page.getByRole('button', { name: 'less', exact: true })).toBeVisible();
  });

  test('Download PDF saves {slug}.pdf made by a PDF library', async ({ page }) => {
    const car = await pickBuiltCar(DEALER_ON_DEFAULT_FLAGS, 'status = "in_stock"');
    await openCar(page, DEALER_ON_DEFAULT_FLAGS, car);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${car.slug}.pdf`);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5000);
  });
});

test.describe('reserve page', () => {
  test('gated checkout sends a signed-out shopper to sign-in, and shows deposit, hold and payments when signed in', async ({
    page,
  }) => {
    const car = await pickBuiltCarWhere(
      DEALER_ON_DEFAULT_FLAGS,
      'status = "in_stock" AND reserved = false AND price > 1000 AND car_type = "new"',
      (c) => c.payment_processors.length > 0,
    );
    await openCar(page, DEALER_ON_DEFAULT_FLAGS, car);
    const reserve = actions(page).getByRole('link', { name: 'Reserve Car Now' });
    await expect(page.locator('[data-live="reserve-note"]')).toHaveText(
      /^\$[\d,]+ deposit · held for 48 hours · 100% refundable$/,
    );
    await reserve.click();
    await page.waitForURL(/\/sign-in\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('type')).toBe('checkout');
    expect(url.searchParams.get('redirect')).toBe(`/cars/${car.slug}/checkout`);
    expect(url.searchParams.get('back')).toBe(`/cars/${car.slug}/`);

    await page.evaluate(() => {
      localStorage.setItem('dealer-site:session', JSON.stringify({ phone: '0412345678' }));
    });
    await page.goto(siteUrl(DEALER_ON_DEFAULT_FLAGS, `/cars/${car.slug}/checkout/`));
    await expect(page.getByRole('heading', { name: 'Reserve this car' })).toBeVisible();
    await expect(page.getByText('We hold the car for you for 48 hours.')).toBeVisible();
    await expect(page.getByText('Your deposit is 100% refundable.')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Reservation deposit: \$\d/ })).toBeVisible();
    for (const name of ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']) {
      await expect(page.getByRole('img', { name, exact: true })).toBeVisible();
    }
    await expect(page.locator('[data-mount="reservation-form"]')).toHaveAttribute('data-car-id', String(car.id));
  });

  test('a deployment with buy-online serves the reserve page there', async ({ page }) => {
    const car = await pickBuiltCarWhere(
      DEALER_WITH_CHANGED_FLAGS,
      'status = "in_stock" AND reserved = false AND price > 1000',
      (c) => c.payment_processors.length > 0,
    );
    await openCar(page, DEALER_WITH_CHANGED_FLAGS, car);
    const reserve = actions(page).getByRole('link', { name: 'Reserve Car Now' });
    await expect(reserve).toHaveAttribute('href', `/cars/${car.slug}/buy-online`);
    await reserve.click();
    await page.waitForURL(/\/sign-in\?/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/cars/${car.slug}/buy-online`);
  });
});

test.describe('finance and online purchase', () => {
  test('the finance card shows the provider weekly repayment, terms and Get Pre-Approved Now', async ({ page }) => {
    const car = await pickBuiltCarWhere(
      DEALER_ON_DEFAULT_FLAGS,
      'status = "in_stock" AND car_type = "new" AND price > 10000 AND reserved = false',
      (c) => Boolean(c.finance_lenders.taurus?.paymentWeek) && c.finance_lenders.taurus?.comparisonRate !== null,
    );
    const lender = car.finance_lenders.taurus;
    await openCar(page, DEALER_ON_DEFAULT_FLAGS, car);
    const card = page.locator('[data-live="finance"]');
    await expect(card.getByRole('heading', { name: 'Car Finance' })).toBeVisible();
    await expect(card.locator('[data-live="weekly"]')).toHaveText(`$${lender!.paymentWeek!.toLocaleString('en-AU')}`);
    await expect(card).toContainText('Final payment$0');
    // In-site, carrying the car like Get Finance Quote (never the production host's absolute URL).
    await expect(card.getByRole('link', { name: 'Get Pre-Approved Now' })).toHaveAttribute(
      'href',
      new RegExp(`^/finance\\?car_id=${car.id}&.*&type=pre-approval#finance-form$`),
    );
    await expect(card.getByRole('link', { name: 'Get a personalised finance quote' })).toHaveAttribute(
      'href',
      new RegExp(`^/finance\\?car_id=${car.id}&.*&type=quote#finance-form$`),
    );
    await expect(card).toContainText(lender!.disclaimer);
    await expect(actions(page).getByRole('link', { name: 'Get Finance Quote' })).toHaveAttribute(
      'href',
      new RegExp(`^/finance\\?car_id=${car.id}&.*#finance-form$`),
    );
  });

  test('a used-only dealer with online purchase links used cars to /checkout-journey', async ({ page }) => {
    const car = await pickBuiltCar(
      DEALER_ON_USED_TEMPLATE,
      'status = "in_stock" AND reserved = false AND price > 1000',
    );
    await openCar(page, DEALER_ON_USED_TEMPLATE, car);
    await expect(actions(page).getByRole('link', { name: 'Online Purchase' })).toHaveAttribute(
      'href',
      `/checkout-journey?car_id=${car.slug}`,
    );
  });
});
