/**
 * The field Core Web Vitals beacon, on every page: when this page view is sampled (the dealer's
 * `analytics.vitalsSampleRate`), it loads the measuring code only after the page has loaded and the
 * main thread is idle, so the beacon never competes with the page for the network or the CPU.
 */
export function startVitals(): void {
  const element = document.querySelector('vitals-beacon');
  const api = element?.getAttribute('data-api');
  const websiteId = Number(element?.getAttribute('data-site'));
  const rate = Number(element?.getAttribute('data-rate'));
  if (!api || !(websiteId > 0) || !(Math.random() < rate)) return;
  const begin = () => {
    const load = () => {
      void import('./measure.ts').then(({ measure }) => {
        measure(`${api}/api/vitals`, websiteId);
      });
    };
    // Safari has no requestIdleCallback: a timer puts the load after the current work there.
    if ('requestIdleCallback' in window) requestIdleCallback(load);
    else setTimeout(load, 1);
  };
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}
