import { expect, test } from '../support/test.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { DEALER_ON_USED_TEMPLATE } from '../support/e2eDealers.ts';
import { LEAD_API_URL } from '../support/leadApiE2e.ts';
import { freshPhone, lastCodeFor } from '../support/shopper.ts';

// A stranger's wrong codes no longer spend the owner's code: past the free tries the page pays a
// proof-of-work challenge, solved in the browser under the site's own Content Security Policy.
const DEALER = DEALER_ON_USED_TEMPLATE;
const atPath = (path: string) => (url: URL) => url.pathname === path;

test('after 5 wrong codes from a stranger, the owner signs in with the code sent: the page solves the check', async ({
  page,
}) => {
  // Bounded: the page load, the 5 guesses and the solve (about a second on a quiet machine) on a busy CI host.
  test.setTimeout(90_000);
  const phone = freshPhone();
  await page.goto(siteUrl(DEALER, '/sign-in?type=watchlist&redirect=/watchlist/&back=/'));
  const websiteId = Number(await page.locator('[data-sign-in]').getAttribute('data-website-id'));
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a code to ${phone}`)).toBeVisible();
  let code: string | null = null;
  await expect.poll(() => (code = lastCodeFor(phone))).not.toBeNull();
  // The stranger, at the same loopback address as the browser here, tries 5 wrong codes, then a 6th.
  const guess = (n: number) =>
    fetch(`${LEAD_API_URL}/api/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        phone_number: phone,
        website_id: websiteId,
        code: String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0'),
      }),
    });
  for (let n = 0; n < 5; n += 1) expect((await guess(n)).status).toBe(400);
  const sixth = await guess(5);
  expect(sixth.status).toBe(429);
  expect(((await sixth.json()) as { challenge?: { algorithm: string } }).challenge?.algorithm).toBe('SHA-256');

  const verifies: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/auth/verify') verifies.push(response.status());
  });
  await page.getByLabel('6-digit code').fill(code!);
  const started = Date.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(atPath('/watchlist/'), { waitUntil: 'commit' });
  test.info().annotations.push({ type: 'challenge solved and signed in', description: `${Date.now() - started} ms` });
  expect(verifies).toEqual([429, 200]);
  await expect(page.getByRole('heading', { name: 'Your watchlist' })).toBeVisible();
});
