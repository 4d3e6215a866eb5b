import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { MarkupView } from '../../src/components/car/MarkupView.tsx';
import type { Car } from '../../src/domain/car.ts';
import { carLiveMarkup, liveParts } from '../../src/view/carLiveMarkup.ts';
import { carLiveView } from '../../src/domain/carLiveView.ts';
import type { CarSite } from '../../src/domain/carSite.ts';
import { pickBuiltCar, putCars } from '../support/carStock.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { DEALER_ON_DEFAULT_FLAGS, DEALER_ON_USED_TEMPLATE } from '../support/e2eDealers.ts';

/** Every live part as the build's React render draws it for the car now, by its data-live name. */
function builtParts(car: Car, site: CarSite): Record<string, string> {
  return Object.fromEntries(
    liveParts(carLiveMarkup(carLiveView(car, site, Date.now() / 1000))).map((markup) => [
      String(markup.attrs['data-live']),
      renderToStaticMarkup(createElement(MarkupView, { markup })),
    ]),
  );
}

/**
 * Each live part on the page after freshness, next to the build's render of it, both as the browser
 * serialises them; what page scripts own is left out (held heights, Call Now shown in opening hours).
 */
function pagePartsAndBuilt(page: Page, built: Record<string, string>) {
  return page.evaluate((expected) => {
    const normal = (element: Element) => {
      const copy = element.cloneNode(true) as Element;
      for (const el of [copy, ...copy.querySelectorAll('*')]) {
        el.removeAttribute('style');
        if (el.hasAttribute('data-hours-gated')) el.removeAttribute('hidden');
      }
      return copy.outerHTML;
    };
    const parse = (html: string) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      return template.content.firstElementChild!;
    };
    return Object.entries(expected).map(([part, html]) => {
      const shown = document.querySelector(`[data-live="${part}"]`);
      return { part, shown: shown ? normal(shown) : null, built: normal(parse(html)) };
    });
  }, built);
}

async function openFresh(page: Page, dealer: string, car: Car) {
  await page.goto(siteUrl(dealer, `/cars/${car.slug}/`));
  await expect(page.locator('[data-car-root]')).toHaveAttribute('data-fresh', 'true');
  const text = await page.locator('#car-page-data').textContent();
  return (JSON.parse(text ?? '{}') as { site: CarSite }).site;
}

async function expectAsBuilt(page: Page, car: Car, site: CarSite) {
  for (const { part, shown, built } of await pagePartsAndBuilt(page, builtParts(car, site))) {
    expect(shown, part).toBe(built);
  }
}

test.describe('a live change shows what the build renders for the car now', () => {
  // Each index write waits for Meilisearch to apply it, which takes seconds on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('a car sold or reserved after the build shows the buttons a build of it would render', async ({ page }) => {
    const car = await pickBuiltCar(
      DEALER_ON_DEFAULT_FLAGS,
      'status = "in_stock" AND reserved = false AND price > 5000',
    );
    try {
      const reserved: Car = { ...car, reserved: true };
      await putCars([reserved]);
      const site = await openFresh(page, DEALER_ON_DEFAULT_FLAGS, car);
      await expect(page.locator('[data-live="actions"] [data-action="enquire"]')).toBeVisible();
      await expect(page.locator('[data-live="actions"] [data-action="reserve"]')).toHaveCount(0);
      await expectAsBuilt(page, reserved, site);

      const sold: Car = { ...car, status: 'sold', sold: true, sold_date_timestamp: Math.floor(Date.now() / 1000) };
      await putCars([sold]);
      await page.reload();
      await expect(page.locator('[data-car-root]')).toHaveAttribute('data-fresh', 'true');
      await expect(page.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible();
      await expectAsBuilt(page, sold, site);
    } finally {
      await putCars([car]);
    }
  });

  test('with Call Now and Online Purchase, a reservation after the build shows the buttons a build would render', async ({
    page,
  }) => {
    const car = await pickBuiltCar(
      DEALER_ON_USED_TEMPLATE,
      'status = "in_stock" AND reserved = false AND price > 5000',
      1,
    );
    try {
      const reserved: Car = { ...car, reserved: true };
      await putCars([reserved]);
      const site = await openFresh(page, DEALER_ON_USED_TEMPLATE, car);
      await expect(page.locator('[data-live="actions"] [data-action="online-purchase"]')).toHaveCount(0);
      await expect(page.locator('[data-live="actions"] [data-action="call-now"]')).toHaveCount(1);
      await expectAsBuilt(page, reserved, site);
    } finally {
      await putCars([car]);
    }
  });
});
