import { expect, test } from '../support/test.ts';
import { demoDealers } from '../support/demoDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';

// SPEC §2 /contact-us/{location slug}: the slug is the location name less a trailing Sales, Service
// or Parts. Sunshine's three departments share /contact-us/sunshine-toyota/; their old paths (the
// stored slugs) still lead to their own block there.
const SLUG = 'sunshine-toyota';
const locations = demoDealers().find((d) => d.config.slug === SLUG)!.locations;
const byName = (name: string) => locations.find((l) => l.name === name)!;

test('one contact page for Sales, Service and Parts, each with its own block', async ({ page }) => {
  await page.goto(siteUrl(SLUG, '/contact-us/sunshine-toyota/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sunshine Toyota Sales');
  for (const name of ['Sunshine Toyota Service', 'Sunshine Toyota Parts'])
    await expect(page.locator(`#location-${String(byName(name).id)} > h2`)).toHaveText(name);
});

for (const [old, name] of [
  ['sunshine-toyota-service', 'Sunshine Toyota Service'],
  ['sunshine-toyota-parts', 'Sunshine Toyota Parts'],
] as const) {
  test(`/contact-us/${old}/ leads to its block on /contact-us/sunshine-toyota/`, async ({ page }) => {
    const id = String(byName(name).id);
    await page.goto(siteUrl(SLUG, `/contact-us/${old}/`));
    await expect(page).toHaveURL(siteUrl(SLUG, `/contact-us/sunshine-toyota/#location-${id}`));
    await expect(page.locator(`#location-${id} > h2`)).toHaveText(name);
  });
}

test('View Location on the contact page opens the name slug page', async ({ page }) => {
  await page.goto(siteUrl(SLUG, '/contact'));
  await expect(page.locator('a[href^="/contact-us/"]').first()).toHaveAttribute(
    'href',
    /^\/contact-us\/sunshine-toyota\/?$/,
  );
  await expect(page.locator('a[href="/contact-us/sunshine-toyota-service"]')).toHaveCount(0);
});
