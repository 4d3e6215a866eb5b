import type { FormKind } from './formKinds.ts';

/**
 * The one page-kind rule: the JavaScript budgets, the field vitals and the page samples all read a
 * page's kind from here, so the report's "form" budget and "form" vitals describe the same pages.
 * Build time only: the vitals beacon gets its page's kind written into the HTML.
 */
export const PAGE_KINDS = ['home', 'search', 'car', 'location', 'offer', 'model', 'form', 'other'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** Page kinds with their own JavaScript budget; location, offer, model and other pages share "content". */
export type BudgetKind = 'home' | 'search' | 'car' | 'form' | 'content';
export const BUDGET_KIND = {
  home: 'home',
  search: 'search',
  car: 'car',
  form: 'form',
  location: 'content',
  offer: 'content',
  model: 'content',
  other: 'content',
} as const satisfies Record<PageKind, BudgetKind>;

const CAR_FORM_PAGE = '/enquiry/car/';

/** Path patterns (`*`: any one segment) of the pages that carry each form kind up front. */
export const FORM_PAGES = {
  'general-enquiry': ['/enquiry/'],
  enquiry: [CAR_FORM_PAGE],
  'quick-enquiry': [CAR_FORM_PAGE],
  'request-photos': [CAR_FORM_PAGE],
  'test-drive': ['/book-test-drive/'],
  'make-offer': [CAR_FORM_PAGE],
  // routes.financePath picks one of the first three; /personalised/finance/ is the signed-in one.
  finance: ['/finance/', '/finance-enquiry/', '/apply-for-finance/', '/car-finance/', '/personalised/finance/'],
  'trade-in': ['/trade-in/', '/cars/trade-in/', '/sell-my-car/'],
  careers: ['/careers/'],
  fleet: ['/enquiry/fleet/'],
  service: ['/enquiry/service/'],
  // routes.reservePath: /cars/{slug}/checkout/ or /cars/{slug}/buy-online/.
  reservation: [CAR_FORM_PAGE, '/cars/*/checkout/', '/cars/*/buy-online/'],
} as const satisfies Record<FormKind, readonly string[]>;

/** Form pages no one form kind owns: the page after any lead, and the online purchase. */
const SHARED_FORM_PAGES = ['/success/', '/checkout-journey/'];
const SEARCH_PAGES = ['/search/', '/used-car/', '/new-used-and-demo-cars/'];
/** The 404 page opens cars listed after the build, so it is a car page. */
const CAR_PAGES = ['/cars/*/', '/404.html', '/404/'];
const CONTENT_KIND: Readonly<Record<string, PageKind>> = {
  locations: 'location',
  'special-offers': 'offer',
  offers: 'offer',
  models: 'model',
};

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const FORM_PATTERNS = [...Object.values(FORM_PAGES).flat(), ...SHARED_FORM_PAGES].map(segmentsOf);

/** Whether the path starts with the pattern's segments; `exact`: and has no more of its own. */
function matches(segments: string[], patterns: readonly string[][], exact = false): boolean {
  return patterns.some(
    (pattern) =>
      (exact ? segments.length === pattern.length : segments.length >= pattern.length) &&
      pattern.every((part, i) => part === '*' || part === segments[i]),
  );
}

/** The kind of page at a URL path (no query, nothing personal): one of PAGE_KINDS. */
export function pageKind(path: string): PageKind {
  const segments = segmentsOf(path);
  if (segments.length === 0) return 'home';
  if (matches(segments, FORM_PATTERNS)) return 'form';
  if (matches(segments, SEARCH_PAGES.map(segmentsOf))) return 'search';
  if (matches(segments, CAR_PAGES.map(segmentsOf), true)) return 'car';
  return CONTENT_KIND[segments[0]!] ?? 'other';
}

/** The JavaScript budget a page is held to. */
export const budgetKind = (path: string): BudgetKind => BUDGET_KIND[pageKind(path)];
