import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { VitalMetric } from '../../domain/vitals.ts';

/**
 * Collects LCP, INP, CLS and TTFB for this page view and sends them once, when the page is first
 * hidden (the shopper leaves, switches tab or closes it), with navigator.sendBeacon: the dealer,
 * the kind of page (written into the page at build time) and the numbers; no URL, no identifier, nothing about the person.
 */
export function measure(endpoint: string, websiteId: number, page: string | undefined): void {
  const values: Partial<Record<VitalMetric, number>> = {};
  const keep = (metric: Metric) => {
    const name = metric.name.toLowerCase() as VitalMetric;
    values[name] = name === 'cls' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);
  let sent = false;
  // On document, after web-vitals' own capture-phase listeners have reported their final values.
  const send = () => {
    if (sent || document.visibilityState !== 'hidden' || Object.keys(values).length === 0) return;
    sent = true;
    navigator.sendBeacon(endpoint, JSON.stringify({ website_id: websiteId, page, ...values }));
  };
  document.addEventListener('visibilitychange', send);
  window.addEventListener('pagehide', send);
}
