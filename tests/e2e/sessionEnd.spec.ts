import { expect, test } from '../support/test.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { freshPhone, signInOnPage } from '../support/shopper.ts';
import { DEALER_ON_USED_TEMPLATE } from '../support/e2eDealers.ts';

// A session the lead API refuses ends in the browser too (the header follows).
const DEALER = DEALER_ON_USED_TEMPLATE;

test("a session the API no longer knows says 'Please sign in again.' and the header says Sign in", async ({ page }) => {
  await page.goto(siteUrl(DEALER, '/sign-in?type=watchlist&redirect=/watchlist/&back=/'));
  await signInOnPage(page, freshPhone());
  await page.waitForURL((url) => url.pathname === '/watchlist/');
  const account = page.locator('[data-account]');
  await expect(account).toHaveText('Account');
  // The server forgets the session (expired, signed out on another device): here, a token it never issued.
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('dealer-site:session')!) as { data: { token: string } };
    session.data.token = 'not-a-session-token';
    localStorage.setItem('dealer-site:session', JSON.stringify(session));
  });
  await page.reload();
  await expect(page.getByText('Please sign in again.')).toBeVisible();
  await expect(account).toHaveText('Sign in');
});
