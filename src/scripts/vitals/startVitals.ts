/**
 * The field Core Web Vitals beacon, on every page: when this page view is sampled (the dealer's
 * `analytics.vitalsSampleRate`), it loads the measuring code only once the page has loaded, behind
 * the work already queued, so the beacon never competes with the page for the network or the CPU.
 * Runs from a page module script, which always executes before the load event.
 */
export function startVitals(): void {
  const data = document.querySelector<HTMLElement>('vitals-beacon')?.dataset;
  if (!data?.endpoint || !(Math.random() < Number(data.rate))) return;
  const { endpoint, site, page } = data;
  window.addEventListener(
    'load',
    () =>
      setTimeout(() => {
        void import('./measure.ts').then(({ measure }) => {
          measure(endpoint, Number(site), page);
        });
      }, 0),
    { once: true },
  );
}
