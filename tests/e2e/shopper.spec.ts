import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { pickBuiltCar } from '../support/carStock.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { freshPhone, signInOnPage } from '../support/shopper.ts';
import { DEALER_ON_USED_TEMPLATE } from '../support/e2eDealers.ts';

// The used template: the watchlist is on and finance is gated (SPEC §2, §4).
const DEALER = DEALER_ON_USED_TEMPLATE;
const savedCount = (page: Page) => page.locator('[data-saved-count]');
const account = (page: Page) => page.locator('[data-account]');
const watchButton = (page: Page) => page.locator('[data-watchlist-toggle]');
// By path: a glob like **/cars/x/ would also match the sign-in URL whose query ends in back=/cars/x/.
const atPath = (path: string) => (url: URL) => url.pathname === path;

async function signedInAtCar(page: Page, slug: string): Promise<string> {
  const phone = freshPhone();
  await page.goto(siteUrl(DEALER, `/sign-in?type=watchlist&redirect=/cars/${slug}/&back=/cars/${slug}/`));
  await signInOnPage(page, phone);
  await page.waitForURL(atPath(`/cars/${slug}/`));
  await expect(account(page)).toHaveText('Account');
  return phone;
}

test.describe('sign-in and gated routes (SPEC §2)', () => {
  test('a signed-out shopper opening the watchlist signs in by phone and code, lands back on it, then signs out', async ({
    page,
  }) => {
    await page.goto(siteUrl(DEALER, '/watchlist/'), { referer: siteUrl(DEALER, '/search/used-cars/') });
    await page.waitForURL(/\/sign-in\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('type')).toBe('watchlist');
    expect(url.searchParams.get('redirect')).toBe('/watchlist/');
    await expect(page.getByRole('heading', { name: 'Sign in to keep a watchlist of cars' })).toBeVisible();
    await expect(account(page)).toHaveText('Sign in');

    for (const notMobile of ['12345', '02 9876 5432']) {
      await page.getByLabel('Mobile number').fill(notMobile);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(
        page.getByText('Please enter an Australian mobile number (04xx xxx xxx): we text the code to it.'),
      ).toBeVisible();
    }

    await page.getByLabel('Mobile number').fill(freshPhone());
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('6-digit code').fill('000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByText('That code is not right or has expired. Please check it or request a new one.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Use another number' }).click();

    // Another number: the first one may not be sent a second code within 30 s.
    const phone = freshPhone();
    await signInOnPage(page, phone);
    await page.waitForURL('**/watchlist/');
    await expect(page.getByRole('heading', { name: 'Your watchlist' })).toBeVisible();
    await expect(page.getByText('You have not saved any cars yet.')).toBeVisible();
    await expect(account(page)).toHaveText('Account');
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('dealer-site:session') ?? 'null') as unknown,
    );
    expect(stored).toMatchObject({ v: 1, data: { phone, token: expect.any(String) as unknown } });

    await account(page).click();
    await page.waitForURL(/\/sign-in\?/);
    await expect(page.getByText(`You're signed in as ${phone}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByLabel('Mobile number')).toBeVisible();
    await expect(account(page)).toHaveText('Sign in');
    expect(await page.evaluate(() => localStorage.getItem('dealer-site:session'))).toBeNull();
  });

  test('gated finance goes to sign-in with redirect and back, and back to the personalised finance form after it', async ({
    page,
  }) => {
    const car = await pickBuiltCar(DEALER, 'status = "in_stock" AND price > 1000');
    const back = `/cars/${car.slug}/`;
    await page.goto(siteUrl(DEALER, `/personalised/finance?car_id=${car.id}`), { referer: siteUrl(DEALER, back) });
    await page.waitForURL(/\/sign-in\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('type')).toBe('finance');
    expect(url.searchParams.get('redirect')).toBe(`/personalised/finance?car_id=${car.id}`);
    expect(url.searchParams.get('back')).toBe(back);
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', back);

    await signInOnPage(page, freshPhone());
    await page.waitForURL(`**/personalised/finance?car_id=${car.id}`);
    await expect(page.locator('#finance-form')).toBeVisible();

    // Trade-in and sell-my-car are never gated, even for a signed-out shopper.
    await page.evaluate(() => {
      localStorage.clear();
    });
    for (const path of [`/cars/trade-in/?car_id=${car.slug}`, '/sell-my-car/']) {
      await page.goto(siteUrl(DEALER, path));
      await expect(page.locator('main form')).toBeVisible();
      expect(page.url()).not.toContain('/sign-in');
    }
  });

  test('the Back link of sign-in returns to the previous page', async ({ page }) => {
    await page.goto(siteUrl(DEALER, '/sign-in?type=checkout&redirect=/cars/x/checkout&back=/search/used-cars/'));
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/search/used-cars/');
  });
});

test.describe('watchlist (SPEC §4, §8)', () => {
  test('save and remove with toasts, the header count and the watchlist page with live status and price', async ({
    page,
  }) => {
    const car = await pickBuiltCar(DEALER, 'status = "in_stock" AND price > 1000 AND reserved = false');
    await signedInAtCar(page, car.slug);
    await expect(savedCount(page)).toHaveText('0');

    await watchButton(page).click();
    const toast = page.locator('[data-toast-region]');
    await expect(toast.getByText('Car Saved In Watchlist', { exact: true })).toBeVisible();
    await expect(toast.getByText(`${car.name} is now available in your watchlist`, { exact: true })).toBeVisible();
    await expect(watchButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(savedCount(page)).toHaveText('1');

    await watchButton(page).click();
    await expect(toast.getByText('Car Removed', { exact: true })).toBeVisible();
    await expect(toast.getByText(`${car.name} is no longer in your watchlist`, { exact: true })).toBeVisible();
    await expect(toast.locator('.toast')).toHaveCount(1); // one toast at a time
    await expect(savedCount(page)).toHaveText('0');

    await watchButton(page).click();
    await expect(toast.getByText('Car Saved In Watchlist')).toBeVisible();
    await toast.getByRole('link', { name: 'View List' }).click();
    await page.waitForURL('**/watchlist');
    const row = page.locator('.saved-car');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: car.name })).toHaveAttribute('href', `/cars/${car.slug}/`);
    await expect(row.locator('[data-status]')).toHaveText('Available');
    await expect(row.locator('[data-price]')).toHaveText(`$${car.price.toLocaleString('en-AU')}`);
    await row.getByRole('button', { name: 'Remove from watchlist' }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('Car Removed')).toBeVisible();
  });

  test('a failing save is rolled back and the message alerted', async ({ page }) => {
    const car = await pickBuiltCar(DEALER, 'status = "in_stock" AND price > 1000', 1);
    await signedInAtCar(page, car.slug);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/watchlist/save-car', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ success: false, error: 'The watchlist is not available right now.' }),
      });
    });
    const dialog = page.waitForEvent('dialog');
    await watchButton(page).click();
    // Optimistic: saved before the call answers.
    await expect(watchButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(savedCount(page)).toHaveText('1');
    release();
    const alert = await dialog;
    expect(alert.type()).toBe('alert');
    expect(alert.message()).toBe('The watchlist is not available right now.');
    await alert.accept();
    await expect(watchButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(savedCount(page)).toHaveText('0');
    await expect(page.getByText('Car Saved In Watchlist')).toHaveCount(0);
  });

  test('a signed-out shopper pressing save goes to sign-in and comes back to the car', async ({ page }) => {
    const car = await pickBuiltCar(DEALER, 'status = "in_stock" AND price > 1000', 2);
    await page.goto(siteUrl(DEALER, `/cars/${car.slug}/`));
    await watchButton(page).click();
    await page.waitForURL(/\/sign-in\?/);
    expect(new URL(page.url()).searchParams.get('type')).toBe('watchlist');
    await signInOnPage(page, freshPhone());
    await page.waitForURL(atPath(`/cars/${car.slug}/`));
    await expect(watchButton(page)).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('favourites and compare (SPEC §4, §5)', () => {
  test('favourite and compare stay in step across two tabs; favouriting records event 39', async ({ context }) => {
    const car = await pickBuiltCar(DEALER, 'status = "in_stock" AND price > 1000 AND photos_count > 0');
    const [first, second] = [await context.newPage(), await context.newPage()];
    await first.goto(siteUrl(DEALER, `/cars/${car.slug}/`));
    await second.goto(siteUrl(DEALER, `/cars/${car.slug}/`));
    await expect(second.locator('[data-favourite-toggle]')).toHaveAttribute('aria-pressed', 'false');

    await first.locator('[data-favourite-toggle]').click();
    await expect(first.locator('[data-favourite-toggle]')).toHaveAttribute('aria-pressed', 'true');
    expect(await first.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toContainEqual({
      event: 'favourite_added',
      event_id: 39,
      car_id: car.slug,
    });
    // The other tab follows through the storage event, without a reload.
    await expect(second.locator('[data-favourite-toggle]')).toHaveAttribute('aria-pressed', 'true');
    await second.locator('[data-compare-toggle]').click();
    await expect(first.locator('[data-compare-toggle]')).toHaveAttribute('aria-pressed', 'true');
    await first.locator('[data-favourite-toggle]').click();
    await expect(second.locator('[data-favourite-toggle]')).toHaveAttribute('aria-pressed', 'false');
    expect(await second.evaluate(() => localStorage.getItem('dealer:compare'))).toBe(
      JSON.stringify({ v: 1, data: [car.slug] }),
    );
  });

  test('the compare page puts the cars of a shared URL side by side', async ({ page }) => {
    const a = await pickBuiltCar(DEALER, 'status = "in_stock" AND price > 1000');
    const b = await pickBuiltCar(DEALER, 'status = "in_stock" AND price > 1000', 1);
    await page.goto(siteUrl(DEALER, `/compare?cars=${a.slug},${b.slug}`));
    await expect(page.getByText('Comparing 2 cars.')).toBeVisible();
    const table = page.locator('[data-compare-table]');
    await expect(table.locator('thead th')).toHaveCount(2);
    await expect(table.getByRole('link', { name: a.name })).toBeVisible();
    const rowOf = (label: string) =>
      table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: label }) });
    await expect(rowOf('Price').locator('td')).toHaveText([
      `$${a.price.toLocaleString('en-AU')}`,
      `$${b.price.toLocaleString('en-AU')}`,
    ]);
    await expect(rowOf('Year').locator('td')).toHaveText([String(a.year), String(b.year)]);
    for (const label of ['Kilometres', 'Finance', 'Transmission', 'Fuel', 'Body'])
      await expect(rowOf(label)).toHaveCount(1);
    await table.getByRole('button', { name: `Remove ${b.name} from the comparison` }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?cars=${a.slug}$`));
    await expect(page.getByText('Pick at least two cars to compare')).toBeVisible();
  });
});

test('screenshots of sign-in, the watchlist and the compare page on desktop and phone', async ({ page }, testInfo) => {
  const [a, b, c] = await Promise.all(
    [0, 1, 2].map((i) => pickBuiltCar(DEALER, 'status = "in_stock" AND price > 1000 AND reserved = false', i)),
  );
  await signedInAtCar(page, a!.slug);
  await watchButton(page).click();
  await expect(savedCount(page)).toHaveText('1');
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    const pages = [
      ['car', `/cars/${a!.slug}/`, page.locator('[data-watchlist-toggle][aria-pressed="true"]')],
      ['watchlist', '/watchlist/', page.getByRole('link', { name: a!.name })],
      ['compare', `/compare?cars=${a!.slug},${b!.slug},${c!.slug}`, page.getByText('Comparing 3 cars.')],
      ['sign-in', '/sign-in?type=watchlist&redirect=/watchlist/&back=/', page.getByText(/You're signed in as/)],
    ] as const;
    for (const [kind, path, ready] of pages) {
      await page.goto(siteUrl(DEALER, path));
      await expect(ready.first()).toBeVisible();
      const shot = await page.screenshot({ path: testInfo.outputPath(`${kind}-${name}.png`) });
      await testInfo.attach(`${kind}-${name}`, { body: shot, contentType: 'image/png' });
    }
  }
});
