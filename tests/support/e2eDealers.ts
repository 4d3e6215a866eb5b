/**
 * The demo dealers (dealers/<slug>/) the browser tests open, each named after what makes it the right
 * one for the tests that use it. Specs import these instead of writing a slug, so a reader sees why a
 * dealer was chosen, and tests/unit/e2eDealers.test.ts fails when a dealer's config stops being so.
 */

/** The used template (Southern Cross Used Cars): sign-in and the watchlist, finance gated behind
 * sign-in, online purchase, the /used-car/ pages with their SEO heading, and every page view sampled
 * for web vitals (`analytics.vitalsSampleRate` 1). */
export const DEALER_ON_USED_TEMPLATE = 'southern-cross-used';

/** The brand template (Adelaide Nissan): one dealership of one make; visitors reserve without the
 * sign-in gate. */
export const DEALER_ON_BRAND_TEMPLATE = 'adelaide-nissan';

/** The group template with four dealerships of different makes (Harbour Auto Group): each with its
 * own licence, subscription prices, the terms checkbox on forms, hit counts summed from the condition
 * facet, and reserved and coming-soon cars in its sample stock. */
export const DEALER_GROUP = 'harbour-auto-group';

/** The toyota template with its search, route and finance flags at their defaults (Sunshine Toyota):
 * reserve at /checkout, Taurus finance estimates, sold cars shown; it has models, offers, locations and
 * every routed content page. */
export const DEALER_ON_DEFAULT_FLAGS = 'sunshine-toyota';

/** The toyota template with flags changed from their defaults (Hobart Toyota): the reserve route
 * renamed to /buy-online, the stock-count hit fallback, a CSV stock feed; in Hobart, while business
 * hours are checked in the default Perth time zone. */
export const DEALER_WITH_CHANGED_FLAGS = 'hobart-toyota';

/** The dealer that sells motorcycles and caravans as well as cars (Outback Moto & Caravans). */
export const DEALER_WITH_CARAVANS = 'outback-moto-caravans';
