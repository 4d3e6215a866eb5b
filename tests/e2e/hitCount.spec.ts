import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { SearchPage } from '../support/searchPage.ts';
import { DEALER_GROUP, DEALER_WITH_CHANGED_FLAGS } from '../support/e2eDealers.ts';

/** Above this the engine's total is an estimate and is replaced (SPEC §5, §9). */
const INFLATED_TOTAL = 2500;

/**
 * Lets the real engine answer, then reports every total as 2,500: the demo stock is a few hundred
 * cars, and this is the one way to put a total above 1999 in front of the real widgets.
 */
async function inflateTotals(page: Page): Promise<void> {
  await page.route('**/multi-search', async (route) => {
    let response: Awaited<ReturnType<typeof route.fetch>>;
    let body: { results: Record<string, unknown>[] };
    try {
      response = await route.fetch();
      body = (await response.json()) as typeof body;
    } catch {
      // A search of a page the test already left: its answer was dropped with the page. (A search of
      // the current page that ended here would leave its total unchanged and fail the polls below.)
      await route.abort().catch(() => undefined);
      return;
    }
    for (const result of body.results) {
      if ('totalHits' in result) result.totalHits = INFLATED_TOTAL;
      if ('estimatedTotalHits' in result) result.estimatedTotalHits = INFLATED_TOTAL;
    }
    await route.fulfill({ response, json: body });
  });
}

const condition = (page: Page, label: string) =>
  page.locator('.filter-section', { has: page.getByRole('button', { name: 'Condition' }) }).getByRole('checkbox', {
    name: new RegExp(`^${label}\\b`),
  });

const countOf = async (link: ReturnType<typeof condition>) =>
  Number((await link.locator('.count').innerText()).replace(/\D/g, ''));

test.describe('displayed hit count above 1999 (SPEC §5, §9)', () => {
  test('facet-sum dealers show the sum of the condition facet, counting only the chosen conditions', async ({
    page,
  }) => {
    const search = new SearchPage(page, DEALER_GROUP);
    await search.open('/search/new-used-and-demo-cars/');
    const used = await countOf(condition(page, 'Used'));
    const fresh = await countOf(condition(page, 'New'));
    expect(used).toBeGreaterThan(0);
    expect(fresh).toBeGreaterThan(0);
    const mazda = Number(
      (await page.locator('.make-list a', { hasText: 'Mazda' }).first().locator('.count').innerText()).replace(
        /\D/g,
        '',
      ),
    );

    await inflateTotals(page);
    await condition(page, 'Used').click();
    await page.waitForURL(/used-cars/);
    await expect.poll(() => search.total()).toBe(used);

    await condition(page, 'New').click();
    await expect.poll(() => search.total()).toBe(used + fresh);

    await search.open('/search/new-used-and-demo-cars/');
    await inflateTotals(page);
    await search.filterByMake('Mazda', /mazda/);
    await expect.poll(() => search.total()).toBe(mazda);
  });

  test('stock-count dealers show the configured stock count', async ({ page }) => {
    const search = new SearchPage(page, DEALER_WITH_CHANGED_FLAGS);
    await search.open('/search/new-used-and-demo-cars/');
    await inflateTotals(page);
    await condition(page, 'Used').click();
    await page.waitForURL(/used-cars/);
    await expect.poll(() => search.total()).toBe(220);
  });
});
