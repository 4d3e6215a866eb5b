import { pickBuiltCar } from '../support/carStock.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { expect, test } from '../support/test.ts';
import { DEALER_ON_USED_TEMPLATE, DEALER_WITH_CHANGED_FLAGS } from '../support/e2eDealers.ts';

// Image budget: with camera-like photos through the image host, a 400 px wide phone (Lighthouse's
// mobile emulation density, 1.75) fetches no image above 120 KB, and a repeat view fetches none.
const MAX_IMAGE_BYTES = 120 * 1024;
const DEALERS = [DEALER_ON_USED_TEMPLATE, DEALER_WITH_CHANGED_FLAGS];

test.use({ viewport: { width: 400, height: 800 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

for (const dealer of DEALERS) {
  test(`${dealer}: photos on a phone stay under 120 KB each and a repeat view fetches none`, async ({ page }) => {
    test.setTimeout(90_000);
    const car = await pickBuiltCar(dealer, 'status = "in_stock"');
    const client = await page.context().newCDPSession(page);
    await client.send('Network.enable');
    const fetched: { url: string; bytes: number; cached: boolean }[] = [];
    // Requests still open: a photo whose fetch is cut off by the next navigation is never cached, so
    // each page waits until none is left before the test moves on.
    const open = new Set<string>();
    client.on('Network.requestWillBeSent', (event: { requestId: string }) => open.add(event.requestId));
    client.on('Network.loadingFailed', (event: { requestId: string }) => open.delete(event.requestId));
    const sizes = new Map<string, number>();
    client.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
      sizes.set(event.requestId, event.encodedDataLength);
      open.delete(event.requestId);
    });
    const servedFromCache = new Set<string>();
    client.on('Network.requestServedFromCache', (event: { requestId: string }) => {
      servedFromCache.add(event.requestId);
    });
    const responses: { id: string; url: string; cached: boolean }[] = [];
    client.on(
      'Network.responseReceived',
      (event: { requestId: string; type: string; response: { url: string; fromDiskCache?: boolean } }) => {
        if (event.type !== 'Image' || !event.response.url.includes('/img/')) return;
        responses.push({ id: event.requestId, url: event.response.url, cached: event.response.fromDiskCache === true });
      },
    );
    const paths = ['/', '/search/new-used-and-demo-cars/', `/cars/${car.slug}/`];
    const visit = async () => {
      for (const path of paths) {
        await page.goto(siteUrl(dealer, path));
        // Scroll through the page so lazy photos load too.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((done) => setTimeout(done, 60));
          }
        });
        // "networkidle" may have been reached before the scroll, and then it does not wait for the lazy
        // photos the scroll started.
        await expect.poll(() => open.size, { timeout: 30_000 }).toBe(0);
      }
    };
    await visit();
    // The search page's LCP photo is preloaded from the head, at the very URLs its first card uses.
    await page.goto(siteUrl(dealer, '/search/new-used-and-demo-cars/'));
    const preload = page.locator('head link[rel="preload"][as="image"]');
    const card = page.locator('.car-card img').first();
    expect(await preload.getAttribute('imagesrcset')).toBe(await card.getAttribute('srcset'));
    expect(await card.getAttribute('fetchpriority')).toBe('high');
    for (const r of responses) fetched.push({ url: r.url, bytes: sizes.get(r.id) ?? 0, cached: r.cached });
    expect(fetched.length).toBeGreaterThan(5);
    const heaviest = fetched.toSorted((a, b) => b.bytes - a.bytes)[0]!;
    expect(heaviest.bytes, heaviest.url).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    expect(heaviest.bytes).toBeGreaterThan(10_000);

    // The repeat view: every photo comes from the browser's cache (immutable, a year), none from the
    // network.
    responses.length = 0;
    await visit();
    const again = responses.filter((r) => !r.cached && !servedFromCache.has(r.id));
    expect(
      again.map((r) => r.url),
      'photos fetched again',
    ).toEqual([]);
  });
}
