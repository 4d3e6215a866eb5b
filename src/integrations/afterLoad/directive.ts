import type { ClientDirective } from 'astro';

/**
 * `client:afterload`: hydrates an island once the page has loaded (its LCP photo included) and the
 * main thread is idle, or at once when the shopper reaches for it first (pointer, key or focus
 * inside it), or after LATEST_MS however far the page has got (a stalled photo must not leave the
 * island inert). Used by the search results, whose server-rendered cards and photo are the page's
 * largest paint: their ~130 KB of JavaScript no longer shares a slow link with that photo.
 */
const LATEST_MS = 2500;

const afterLoad: ClientDirective = (load, _options, element) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of EARLY_EVENTS) element.removeEventListener(type, start, true);
    void load().then((hydrate) => hydrate());
  };
  const EARLY_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;
  for (const type of EARLY_EVENTS) element.addEventListener(type, start, { capture: true, once: true });
  const whenIdle = () => {
    // Safari has no requestIdleCallback; a short timer puts hydration after the current work there.
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 1000 });
    else setTimeout(start, 50);
  };
  if (document.readyState === 'complete') whenIdle();
  else {
    window.addEventListener('load', whenIdle, { once: true });
    setTimeout(start, LATEST_MS);
  }
};

export default afterLoad;
