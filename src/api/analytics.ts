import { EVENT_IDS } from './leadEvents.ts';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes one analytics event (SPEC §7) onto the page's dataLayer. */
export function pushEvent(event: Record<string, unknown>): void {
  (window.dataLayer ??= []).push(event);
}

/** A tap on any phone link (tel:), on every page: SPEC §7 phone click, event 25. */
export function trackPhoneClicks(root: Document = document): void {
  root.addEventListener('click', (event) => {
    const target = event.target;
    const link = target instanceof Element ? target.closest('a[href^="tel:"]') : null;
    if (!link) return;
    pushEvent({ event: 'phone_click', event_id: EVENT_IDS.phoneClick, phone: link.getAttribute('href')!.slice(4) });
  });
}
