import { connectSearchEngine } from '../../scripts/lib/searchEngine.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { LEAD_API_URL } from '../support/leadApiE2e.ts';
import { expect, test } from '../support/test.ts';
import { DEALER_ON_USED_TEMPLATE } from '../support/e2eDealers.ts';

// The page policy (Astro security.csp) as a shopper's browser applies it. These tests expect one
// violation each, check it and clear it; every other test of the suite fails on any violation.
const DEALER = DEALER_ON_USED_TEMPLATE;

test('an injected inline script does not run and is reported', async ({ page, cspViolations }) => {
  await page.goto(siteUrl(DEALER, '/'));
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toMatchObject({ directive: 'script-src-elem', blocked: 'inline' });
  cspViolations.length = 0;
});

test('a call to an origin other than the search engine and lead API is refused', async ({ page, cspViolations }) => {
  await page.goto(siteUrl(DEALER, '/'));
  const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  const connect = /connect-src ([^;]+)/
    .exec(policy ?? '')?.[1]
    ?.trim()
    .split(/\s+/);
  const engine = await connectSearchEngine();
  expect(connect).toEqual(["'self'", new URL(engine.host).origin, LEAD_API_URL]);
  expect(policy).not.toContain('unsafe-inline');
  const outcome = await page.evaluate(() =>
    fetch('http://127.0.0.2:9/steal').then(
      () => 'sent',
      () => 'refused',
    ),
  );
  expect(outcome).toBe('refused');
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toMatchObject({ directive: 'connect-src', blocked: 'http://127.0.0.2:9/steal' });
  cspViolations.length = 0;
});
