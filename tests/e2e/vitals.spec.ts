import { pickBuiltCar } from '../support/carStock.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { E2E_EXPORT_KEY, LEAD_API_URL } from '../support/leadApiE2e.ts';
import { expect, test } from '../support/test.ts';
import { DEALER_ON_USED_TEMPLATE } from '../support/e2eDealers.ts';

// The demo dealer whose config samples every page view (analytics.vitalsSampleRate 1).
const DEALER = DEALER_ON_USED_TEMPLATE;

interface VitalsPage {
  page: string;
  views: number;
  p75: Record<'lcp' | 'inp' | 'cls' | 'ttfb', number | null>;
}

async function carAggregate(): Promise<VitalsPage | undefined> {
  const res = await fetch(`${LEAD_API_URL}/api/dealers/${DEALER}/vitals`, {
    headers: { authorization: `Bearer ${DEALER}-${E2E_EXPORT_KEY}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { pages: VitalsPage[] }).pages.find((p) => p.page === 'car');
}

test('a car page view sends its field vitals when the shopper leaves, and the dealer aggregate counts them', async ({
  page,
}) => {
  const before = (await carAggregate())?.views ?? 0;
  const car = await pickBuiltCar(DEALER, 'status = "in_stock"');
  // Query parameters with personal data never reach the store: the beacon names a page kind, and
  // the API refuses any key but the dealer, the kind and the four numbers (tests/api/vitals.test.ts).
  await page.goto(siteUrl(DEALER, `/cars/${car.slug}/?utm_source=test&email=jane%40example.com`));
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  // The measuring code loads only after the page has loaded and gone idle.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/measure.'))))
    .toBe(true);
  await page.locator('h1').click();
  await page.keyboard.press('Tab');
  // Leaving the page hides it: that is when the beacon goes (Playwright does not list requests a
  // page makes while it unloads, so the test reads the result where it lands).
  await page.goto(siteUrl(DEALER, '/about-us/'));
  await expect.poll(async () => (await carAggregate())?.views ?? 0).toBeGreaterThan(before);
  const aggregate = (await carAggregate())!;
  expect(aggregate.p75.lcp).toBeGreaterThan(0);
  expect(aggregate.p75.cls).not.toBeNull();
  expect(aggregate.p75.ttfb).toBeGreaterThan(0);
});
