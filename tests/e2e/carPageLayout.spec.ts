import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import type { Car } from '../../src/domain/car.ts';
import { financeEligibility } from '../../src/domain/financeEligibility.ts';
import { pickBuiltCarWhere } from '../support/carStock.ts';
import { demoDealers } from '../support/demoDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { DEALER_ON_DEFAULT_FLAGS } from '../support/e2eDealers.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const DAY_SECONDS = 86_400;
const AVAILABLE = 'status = "in_stock" AND reserved = false AND price > 1000';

const dealerFlags = () => {
  const dealer = demoDealers().find((d) => d.config.slug === DEALER_ON_DEFAULT_FLAGS);
  if (!dealer) throw new Error(`No demo dealer ${DEALER_ON_DEFAULT_FLAGS}`);
  return dealer.config.flags;
};

/** A car of the dealer with a reserve page and a finance offer, so the phone page has both. */
const reservableFinancedCar = () => {
  const flags = dealerFlags();
  const year = new Date().getFullYear();
  return pickBuiltCarWhere(
    DEALER_ON_DEFAULT_FLAGS,
    AVAILABLE,
    (car) =>
      existsSync(resolve('dist', DEALER_ON_DEFAULT_FLAGS, 'cars', car.slug, flags.routes.reservePath, 'index.html')) &&
      financeEligibility(car, flags.finance, year) !== null,
  );
};

/** A car no badge rule marks: not electrified, not certified, no custom tag, listed over 9 days ago. */
const carWithoutBadge = () =>
  pickBuiltCarWhere(
    DEALER_ON_DEFAULT_FLAGS,
    AVAILABLE,
    (car) =>
      car.simple_fuel !== 'Electric' &&
      car.simple_fuel !== 'Hybrid' &&
      !car.certified &&
      !car.tag?.trim() &&
      Date.now() / 1000 - car.created_at_timestamp > 9 * DAY_SECONDS,
  );

const openCar = async (page: Page, car: Pick<Car, 'slug'>) => {
  await page.goto(siteUrl(DEALER_ON_DEFAULT_FLAGS, `/cars/${car.slug}/`));
  await expect(page.locator('[data-car-root]')).toHaveAttribute('data-fresh', 'true');
};

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
};

test('phone car page: price, Enquire and Reserve, the finance card, then the other actions', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const car = await reservableFinancedCar();
  await openCar(page, car);
  const finance = page.locator('[data-live="finance"]');
  await expect(finance).toBeVisible();
  const financeBox = await box(finance);
  const price = await box(page.locator('[data-live="price"]'));
  expect(price.y + price.height).toBeLessThanOrEqual(financeBox.y);

  const buttons = page.locator('[data-live="actions"] [data-action]:visible, [data-shopper-toggles] button');
  const placed = await buttons.evaluateAll((els) =>
    els.map((el) => ({
      name: el.getAttribute('data-action') ?? el.textContent.trim(),
      top: el.getBoundingClientRect().top + window.scrollY,
    })),
  );
  const financeTop = financeBox.y;
  const financeBottom = financeBox.y + financeBox.height;
  expect(placed.filter((b) => b.top < financeTop).map((b) => b.name)).toEqual(['enquire', 'reserve']);
  const after = placed.filter((b) => b.top >= financeBottom).map((b) => b.name);
  expect(after).toEqual(expect.arrayContaining(['Favourite', 'Compare', 'test-drive', 'make-offer', 'call-dealer']));
  expect(after).toHaveLength(placed.length - 2);
  // The third button (after Enquire and Reserve) starts below the finance card.
  const third = [...placed].sort((a, b) => a.top - b.top)[2];
  expect(third?.top).toBeGreaterThanOrEqual(financeBottom);
});

test('desktop car page keeps price, actions, then the finance card in its sidebar', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openCar(page, await reservableFinancedCar());
  const actions = await box(page.locator('[data-live="actions"]'));
  const finance = await box(page.locator('[data-live="finance"]'));
  const price = await box(page.locator('[data-live="price"]'));
  expect(price.y).toBeLessThan(actions.y);
  expect(actions.y + actions.height).toBeLessThanOrEqual(finance.y);
  // Sidebar column: the finance card sits right of the gallery, not below it.
  expect(finance.x).toBeGreaterThan(DESKTOP.width / 2);
});

test('desktop sidebar: Enquire, Reserve, the others two a row with no hole, Call the dealer last', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openCar(page, await reservableFinancedCar());
  const actions = page.locator('[data-live="actions"]');
  const row = await box(actions);
  const placed = await actions.locator('[data-action]:visible').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { name: el.getAttribute('data-action') ?? '', top: Math.round(r.top), left: r.left, width: r.width };
    }),
  );
  const byRow = Map.groupBy(placed, (b) => b.top);
  const rows = [...byRow.keys()].sort((a, b) => a - b).map((top) => byRow.get(top)!.sort((a, b) => a.left - b.left));
  const names = rows.map((r) => r.map((b) => b.name));
  expect(names[0]).toEqual(['enquire']);
  expect(names[1]).toEqual(['reserve']);
  expect(names.at(-1)).toEqual(['call-dealer']);
  // A row is two buttons, or one that spans the whole list: never a half-width button beside a hole.
  for (const r of rows) {
    if (r.length === 1) expect(r[0]!.width, `${r[0]!.name} spans the row`).toBeGreaterThan(row.width * 0.9);
    else expect(r).toHaveLength(2);
  }
});

test('desktop: a car without a badge has no blank band above its price', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openCar(page, await carWithoutBadge());
  await expect(page.locator('[data-live="badge-text"]')).toHaveText('');
  await expect(page.locator('[data-live="badge"]')).toBeHidden();
  const card = await box(page.locator('.price-card'));
  const price = await box(page.locator('[data-live="price"]'));
  // The card's 1px border and 1.1rem (17.6px) padding, then the price at once.
  expect(price.y - card.y).toBeCloseTo(18.6, 0);
});

test('phone: a car without a badge has its price 0.5rem below the photos', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openCar(page, await carWithoutBadge());
  await expect(page.locator('[data-live="badge"]')).toBeHidden();
  const gallery = await box(page.locator('.car-layout > .car-media'));
  const price = await box(page.locator('[data-live="price"]'));
  expect(price.y - (gallery.y + gallery.height)).toBeCloseTo(8, 0);
});

test('search cards in a row share one height and their buttons line up, comments or not', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl(DEALER_ON_DEFAULT_FLAGS, '/search/new-used-and-demo-cars/'));
  const cards = page.locator('.card-grid > .car-card');
  await expect(cards.first()).toBeVisible();
  const measured = await cards.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      const buttons = el.querySelector('.car-actions')?.getBoundingClientRect();
      return {
        top: Math.round(r.top),
        bottom: Math.round(r.bottom),
        buttonsBottom: Math.round(buttons?.bottom ?? -1),
        comment: el.querySelector('.car-comment') !== null,
      };
    }),
  );
  const tops = [...new Set(measured.map((card) => card.top))];
  const fullRows = tops.map((top) => measured.filter((card) => card.top === top)).filter((row) => row.length === 3);
  expect(fullRows.length).toBeGreaterThanOrEqual(2);
  // At least one row mixes cards with and without dealer comments, the case that went uneven.
  expect(fullRows.some((row) => row.some((c) => c.comment) && row.some((c) => !c.comment))).toBe(true);
  for (const row of fullRows) {
    // Each card's buttons end 1rem (the body's bottom padding) and the 1px border above the row's bottom.
    const rowBottom = Math.max(...row.map((c) => c.bottom));
    expect(row.map((c) => [c.bottom, c.buttonsBottom])).toEqual(row.map(() => [rowBottom, rowBottom - 17]));
  }
});

for (const [name, viewport, barGap] of [
  ['phone', PHONE, 0],
  ['desktop', DESKTOP, 16],
] as const) {
  test(`${name}: at the page's end the sticky bar covers none of the footer's last row`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openCar(page, await carWithoutBadge());
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    const bar = page.locator('[data-sticky-bar]');
    await expect(bar).toHaveClass(/shown/);
    // Settled: the bar's bottom edge at its resting place (the slide-in has ended).
    await expect
      .poll(async () => Math.round((await box(bar)).y + (await box(bar)).height))
      .toBe(viewport.height - barGap);
    const barTop = (await box(bar)).y;
    const lastRow = await box(page.locator('.site-footer .legal'));
    // Within a pixel: layout positions carry sub-pixel fractions.
    expect(lastRow.y + lastRow.height).toBeLessThanOrEqual(barTop + 1);
  });
}
