import { expect, test } from '../support/test.ts';
import { SearchPage } from '../support/searchPage.ts';

// SPEC §2/§4: after ticking Compare on search cards the search page shows how many are picked and
// the way to the comparison, on a phone and on a desktop.
for (const vp of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`compare tray with count and link on ${vp.name}`, async ({ page }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    const search = new SearchPage(page, 'sunshine-toyota');
    await search.open('/search/new-used-and-demo-cars/');
    const tray = page.locator('[data-compare-tray]');
    await expect(tray).toHaveCount(0);
    const toggles = page.getByRole('button', { name: /^Add .+ to compare$/ });
    await toggles.first().click();
    await expect(tray.getByRole('status')).toHaveText('1 car to compare: pick one more');
    await expect(tray).toBeInViewport();
    await toggles.first().click();
    await expect(tray.getByRole('status')).toHaveText('2 cars to compare');
    const link = tray.getByRole('link', { name: 'Compare now' });
    await expect(link).toHaveAttribute('href', '/compare');
    await link.click();
    // The comparison page writes the picked cars into its address once it has read them.
    await expect(page).toHaveURL(/\/compare\/?(\?cars=[^&]+)?$/);
  });
}
