export interface RouteFlags {
  financePath: 'finance' | 'finance-enquiry' | 'apply-for-finance';
  baseDomain: string | null;
}

/** SPEC §2 Finance: one of /finance, /finance-enquiry, /apply-for-finance per deployment. */
export const financeHref = (flags: RouteFlags) => `/${flags.financePath}`;

/** SPEC §2 Trade-in: /sell-my-car, or the network's /sellmycar when a base domain is set. */
export const sellMyCarHref = (flags: RouteFlags) =>
  flags.baseDomain ? `${flags.baseDomain.replace(/\/$/, '')}/sellmycar` : '/sell-my-car';

/** A header or menu link to the service booking page, whichever it is for this dealer (serviceBookingHref). */
export const SERVICE_BOOKING = '/service-booking';

/** SPEC §2 Other: service booking falls back to /genuine-service, or the network booking page. */
export const serviceBookingHref = (flags: RouteFlags) =>
  flags.baseDomain ? `${flags.baseDomain.replace(/\/$/, '')}/service-booking` : '/genuine-service';

export const DEFAULT_SEARCH_PATH = '/search/new-used-and-demo-cars/';

/** Square brackets are not allowed unencoded in a URL query (HTML checker): refinementList[…] links render as %5B/%5D. */
export const encodeBrackets = (href: string) => href.replace(/\[/g, '%5B').replace(/\]/g, '%5D');
