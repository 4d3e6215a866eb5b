import { expect, test } from '../support/test.ts';
import { demoDealers } from '../support/demoDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { BANNER_WIDTHS, bannerPath } from '../../src/domain/banner.ts';

// A configurable, prerendered home banner image (SPEC §2 image banner).
const withBanner = demoDealers().find((d) => d.config.theme.banner)!;
const without = demoDealers().find((d) => !d.config.theme.banner)!;

test('a dealer with a banner shows it in the hero, sized, in every width, with its offers button', async ({ page }) => {
  const banner = withBanner.config.theme.banner!;
  await page.goto(siteUrl(withBanner.config.slug, '/'));
  const image = page.locator('.hero-banner img');
  await expect(image).toHaveAttribute('alt', banner.alt);
  await expect(image).toHaveAttribute('width', '1920');
  await expect(image).toHaveAttribute('height', '640');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const served = await page.evaluate(
    (paths) =>
      Promise.all(
        paths.map(async (path) => {
          const res = await fetch(path);
          return [path, res.status, res.headers.get('content-type')];
        }),
      ),
    BANNER_WIDTHS.map((width) => bannerPath(width)),
  );
  expect(served).toEqual(BANNER_WIDTHS.map((width) => [bannerPath(width), 200, 'image/webp']));
  await expect(page.locator('.hero').getByRole('link', { name: banner.cta })).toHaveAttribute('href', banner.href);
});

test('a dealer without a banner keeps the brand gradient and no image', async ({ page }) => {
  await page.goto(siteUrl(without.config.slug, '/'));
  await expect(page.locator('.hero')).toBeVisible();
  await expect(page.locator('.hero-banner')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the banner is a 2:1 picture above the words, cropped around its focus, buttons off the image', async ({
    page,
  }) => {
    await page.goto(siteUrl(withBanner.config.slug, '/'));
    const image = page.locator('.hero-banner img');
    const box = (await image.boundingBox())!;
    expect(box.width).toBe(390);
    expect(Math.round(box.height)).toBe(Math.round(390 / 2));
    // The demo banner's car sits right of centre: the default focus (right) keeps it in the crop.
    expect(withBanner.config.theme.banner!.focus).toBe('right');
    expect(await image.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('70% 50%');
    const heading = (await page.locator('.hero h1').boundingBox())!;
    const firstButton = (await page.locator('.hero .actions a').first().boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(box.y + box.height);
    expect(firstButton.y).toBeGreaterThanOrEqual(box.y + box.height);
  });
});
