import { expect, test } from '../support/test.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { FORM_DEALER, someCarSlug } from '../support/leadForms.ts';

// Form pages show the dealership, and the car when they are about one, beside the form.
const url = (path: string) => siteUrl(FORM_DEALER, path);
const PROMISES = [
  'No obligation: asking costs nothing.',
  'Your enquiry goes straight to the team at Harbour Auto Group.',
  'If your connection drops, your enquiry is kept on this device and sent when you are back online.',
];

test('book a test drive: the dealership card and what to expect sit beside the form', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(url('/book-test-drive/'));
  const aside = page.getByRole('complementary', { name: 'About this enquiry' });
  await expect(aside.getByRole('heading', { name: 'Harbour Auto Group', level: 2 })).toBeVisible();
  await expect(aside.getByRole('link', { name: 'Call 1300 975 707' })).toHaveAttribute('href', 'tel:1300975707');
  await expect(aside.locator('dl dt').first()).toHaveText('Monday – Friday');
  await expect(aside.getByRole('link', { name: 'All 7 locations' })).toHaveAttribute('href', '/contact/');
  await expect(aside.locator('.promises li')).toHaveText(PROMISES);
  const form = (await page.locator('.form-card').boundingBox())!;
  const side = (await aside.boundingBox())!;
  expect(side.x).toBeGreaterThanOrEqual(form.x + form.width);
});

test('a form page about a car shows its photo, name, price and link beside the form', async ({ page }) => {
  const slug = someCarSlug(FORM_DEALER, 0);
  await page.goto(url(`/finance/?car_id=${slug}`));
  const card = page.locator('aside .form-car-card');
  const name = await page.locator('form.lead-form .form-car strong').textContent();
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(name!);
  await expect(card.locator('.form-car-price')).toHaveText(/^\$\d{1,3}(,\d{3})*$|^Enquire for price\.$/);
  await expect(card.getByRole('link', { name: 'View the car' })).toHaveAttribute('href', `/cars/${slug}/`);
  await expect(card.locator('img')).toHaveJSProperty('complete', true);
});

test('on a phone the dealership card follows the form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url('/enquiry/'));
  const form = (await page.locator('.form-card').boundingBox())!;
  const side = (await page.getByRole('complementary', { name: 'About this enquiry' }).boundingBox())!;
  expect(side.y).toBeGreaterThanOrEqual(form.y + form.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
