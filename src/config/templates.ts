import type * as v from 'valibot';
import type { AnalyticsFlags } from './areas/analytics.ts';
import { MENU_SIDE_LINKS, type ContentFlags } from './areas/content.ts';
import type { FeedFlags } from './areas/feed.ts';
import type { NavigationFlags } from './areas/navigation.ts';
import type { PaymentsFlags } from './areas/payments.ts';
import type { SearchFlags } from './areas/search.ts';
import { DEFAULT_SOLD_WINDOW_DAYS } from '../domain/availability.ts';
import type { CarFlags } from '../domain/flags.ts';
import { SERVICE_BOOKING } from '../domain/siteLinks.ts';

type Required<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };
type Area<S extends v.GenericSchema> = Required<v.InferOutput<S>>;

/**
 * Every flag area with every flag set: what pages read. The car's areas are typed in domain
 * (src/domain/flags.ts); tests/unit/domainTypes.test.ts fails to compile when their schemas drift from it.
 */
export interface Flags extends CarFlags {
  search: Area<typeof SearchFlags>;
  content: Area<typeof ContentFlags>;
  navigation: Area<typeof NavigationFlags>;
  feed: Area<typeof FeedFlags>;
  analytics: Area<typeof AnalyticsFlags>;
  payments: Area<typeof PaymentsFlags>;
}

export type FlagArea = keyof Flags;
export type FlagOverrides = { [A in FlagArea]?: Partial<Flags[A]> };

export const TEMPLATE_NAMES = ['group', 'toyota', 'used', 'brand'] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

const defaultHeader: Flags['navigation']['headerLinks'] = [
  { label: 'Search Vehicles', href: '/search/new-used-and-demo-cars/' },
  { label: 'Book a Test Drive', href: '/book-test-drive/' },
  { label: 'Service', href: '/service' },
  { label: 'Finance', href: '/finance' },
  { label: 'Trade-In', href: '/trade-in' },
  { label: 'Parts & Accessories', href: '/vehicle-parts-and-accessories/' },
  { label: 'Contact', href: '/contact' },
];

/** The search facets of every template, in panel order; each template then adds its own before the tag. */
const CAR_FACETS: Flags['search']['facets'] = [
  'car_type',
  'make',
  'model',
  'body',
  'price',
  'year',
  'km',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'seats',
  'location_name',
];

/** The `group` preset is the baseline; the other templates change only what differs. */
const baseline: Flags = {
  routes: {
    reservePath: 'checkout',
    financePath: 'finance',
    financeGated: false,
    checkoutGated: true,
    onlinePurchase: false,
    usedCarPaths: false,
    baseDomain: null,
    modelPath: 'make-model',
  },
  search: {
    usedOnly: false,
    inStockOnly: false,
    minPhotos: 0,
    includeSoldCarsDays: DEFAULT_SOLD_WINDOW_DAYS,
    defaultSort: 'newest',
    makeListSize: 7,
    popularMakesGroup: true,
    hitCountFallback: 'facet-sum',
    // By slug, the attribute a dealer-filtered search link refines (SPEC §2), shown by name.
    facets: [...CAR_FACETS, 'dealership_slug', 'tag'],
    itemTypes: ['car'],
    rememberFilterSections: false,
    featureBanner: true,
  },
  tags: {
    newTagText: 'New Arrival',
    soldTagText: 'JUST SOLD',
    runoutSaleGreen: false,
    electrifiedTags: false,
    certifiedBadge: false,
    belowMarketBadge: true,
  },
  vehicle: {
    actionButtons: [
      'enquire',
      'history-report',
      'finance',
      'trade-in',
      'reserve',
      'test-drive',
      'make-offer',
      'call-dealer',
    ],
    financeButtonText: 'Finance Enquiry',
    reserveButtonText: 'Reserve Now',
    reserveDeposit: 200,
    compareFavouriteRule: 'available',
    favouriteStorage: true,
    watchlist: false,
    showActionsAndLicences: true,
    subscriptionPricing: false,
    businessHoursTimeZone: 'Australia/Perth',
    historyReport: true,
    photoUrlTemplate: null,
  },
  finance: {
    provider: 'manual',
    calculatorRate: 10,
    hidden: false,
    hiddenForManufacturers: [],
    loanUrl: null,
    quoteUrl: null,
  },
  forms: {
    termsCheckbox: false,
    messageOptional: false,
    dealershipSelect: true,
    testDriveDisclaimer: null,
    valuationEnabled: true,
    valuationToMiscellaneous: false,
  },
  content: {
    reviewsMinRating: 4,
    reviewsHidden: false,
    locationsTitle: 'Our Locations',
    locationsCustomOrder: false,
    modelOrder: 'alphabetical',
    menuSideLinks: ['contact-us', 'all-models', 'our-stock', 'book-test-drive'],
    serviceAdvantage: false,
    usedCarSeo: null,
  },
  navigation: { headerLinks: defaultHeader, modelsLink: 'footer' },
  feed: {
    format: null,
    location: null,
    columns: {},
    separator: '|',
    missing: 'sold',
    maxRemovalPercent: 30,
    key: 'id',
    preset: null,
    encoding: 'auto',
    delimiter: 'auto',
    recordPath: null,
    values: {},
    constants: {},
    derive: {},
    auth: null,
    allowHttp: false,
    maxAgeHours: 26,
  },
  analytics: { vitalsSampleRate: 0.1 },
  payments: {
    reserveHoldHours: 48,
    lapsedDeposit: 'refund',
    stripeAccount: null,
    stripeKeyVariable: null,
    windcaveUserVariable: null,
    windcaveKeyVariable: null,
  },
};

const toyotaHeader: Flags['navigation']['headerLinks'] = [
  { label: 'Home', href: '/' },
  { label: 'New Vehicles', href: '/models', dynamic: 'models' },
  { label: 'Special Offers', href: '/special-offers/' },
  { label: 'Sell My Car', href: '/sell-my-car' },
  // SPEC §2 Header: Pre-owned Vehicles is a stock dropdown. Pre-owned means used: it opens on "All
  // Pre-owned Vehicles" (the used stock), with the ways to sell or trade in, never new or demo cars.
  {
    label: 'Pre-owned Vehicles',
    href: '/search/used-cars/',
    children: [
      { label: 'Sell My Car', href: '/sell-my-car' },
      { label: 'Trade-in Valuation', href: '/trade-in' },
    ],
  },
  {
    label: 'Service',
    children: [
      // The booking page: the dealer network's when routes.baseDomain is set, as in the footer.
      { label: 'Online Service Booking', href: SERVICE_BOOKING },
      { label: 'Warranty Advantage', href: '/warranty' },
      { label: 'Roadside Assist', href: '/roadside-assist' },
      { label: 'Genuine Service', href: '/genuine-service' },
    ],
  },
  { label: 'Parts & Accessories', href: '/vehicle-parts-and-accessories/' },
  {
    label: 'Company',
    children: [
      { label: 'About Us', href: '/about-us' },
      { label: 'Contact', href: '/contact' },
      { label: 'Fleet', href: '/fleet' },
      { label: 'Terms and Conditions', href: '/terms-and-conditions' },
      { label: 'Complaint Handling', href: '/pages/handling-complaint' },
    ],
  },
];

const presets: Record<TemplateName, FlagOverrides> = {
  group: {},
  toyota: {
    search: {
      popularMakesGroup: false,
      // Toyota dealers sell used cars of every make: the make list (with its models) reaches them all.
      // The badge facet stands where the group's dealership facet does.
      facets: [...CAR_FACETS, 'badge', 'tag'],
    },
    tags: { electrifiedTags: true, certifiedBadge: true },
    vehicle: { financeButtonText: 'Get Finance Quote', reserveButtonText: 'Reserve Car Now' },
    finance: { provider: 'taurus', calculatorRate: 8.5 },
    content: {
      modelOrder: 'toyota-priority',
      serviceAdvantage: true,
      // SPEC §2: every side link, with Get Quote in place of Contact Us.
      menuSideLinks: MENU_SIDE_LINKS.filter((link) => link !== 'contact-us'),
    },
    navigation: { headerLinks: toyotaHeader },
  },
  used: {
    routes: { onlinePurchase: true, usedCarPaths: true, financePath: 'apply-for-finance' },
    search: { usedOnly: true, minPhotos: 3, popularMakesGroup: false, makeListSize: 10, defaultSort: 'price-asc' },
    vehicle: {
      watchlist: true,
      compareFavouriteRule: 'used-priced-with-image',
      actionButtons: [
        'enquire',
        'history-report',
        'finance',
        'trade-in',
        'reserve',
        'online-purchase',
        'test-drive',
        'call-now',
      ],
    },
    finance: { provider: 'angle' },
  },
  brand: {
    // A single-brand dealer lets visitors reserve without an account (SPEC §6 lists reserve among a visitor's rights).
    routes: { checkoutGated: false },
    search: { popularMakesGroup: false },
    vehicle: { financeButtonText: 'Get Finance Quote' },
  },
};

/** The template's flags, then the dealer's overrides, area by area. */
export function resolveFlags(template: TemplateName, overrides: FlagOverrides): Flags {
  const preset = presets[template];
  const merge = <A extends FlagArea>(area: A): Flags[A] => ({ ...baseline[area], ...preset[area], ...overrides[area] });
  return {
    routes: merge('routes'),
    search: merge('search'),
    tags: merge('tags'),
    vehicle: merge('vehicle'),
    finance: merge('finance'),
    forms: merge('forms'),
    content: merge('content'),
    navigation: merge('navigation'),
    feed: merge('feed'),
    analytics: merge('analytics'),
    payments: merge('payments'),
  };
}
