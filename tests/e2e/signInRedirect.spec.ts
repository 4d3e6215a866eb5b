import { expect, test } from '../support/test.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { DEALER_ON_USED_TEMPLATE } from '../support/e2eDealers.ts';

const DEALER = DEALER_ON_USED_TEMPLATE;

// Values a WHATWG parser turns into another host (stripped tab/newline, backslash, C0, spaces).
const hostile = [
  '/\t/evil.example/',
  '/\n/evil.example/',
  '\r//evil.example/',
  '/\\evil.example/',
  '\\/evil.example/',
  ' //evil.example/',
  '//evil.example/',
  'https://evil.example/',
  'javascript:alert(1)',
];

test.describe('sign-in follows only same-site redirect and back', () => {
  for (const value of hostile) {
    test(`redirect and back ${JSON.stringify(value)} stay on the dealer's origin`, async ({ page }) => {
      const query = new URLSearchParams({ type: 'watchlist', redirect: value, back: value });
      await page.goto(siteUrl(DEALER, `/sign-in?${query}`));
      const origin = new URL(page.url()).origin;
      for (const selector of ['[data-back]', '[data-continue]']) {
        const href = await page.locator(selector).evaluate((a: HTMLAnchorElement) => a.href);
        expect(new URL(href).origin, `${selector} for ${JSON.stringify(value)}`).toBe(origin);
      }
      await page.getByRole('link', { name: 'Back' }).click();
      await expect.poll(() => new URL(page.url()).origin).toBe(origin);
    });
  }
});
