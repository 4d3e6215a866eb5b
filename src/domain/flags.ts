// The flag areas the car rules read (tags, actions, finance, reservation, compare), as domain types:
// domain owns them, and src/config/templates.ts checks at compile time that each area's valibot
// schema produces exactly this shape, so the two cannot drift apart.

/** Car page action buttons, in the order a dealer may list them. */
export const ACTION_BUTTONS = [
  'enquire',
  'history-report',
  'finance',
  'trade-in',
  'reserve',
  'online-purchase',
  'test-drive',
  'make-offer',
  'call-now',
  'call-dealer',
] as const;
export type ActionButton = (typeof ACTION_BUTTONS)[number];

/**
 * Finance providers whose lender entry drives repayments: the registry of provider kinds. Each one
 * needs its eligibility rule (financeEligibility.ts) and its sample lender (scripts/stock/finance.ts),
 * both a `Record<FinanceProvider, …>` the compiler checks.
 */
export const FINANCE_PROVIDERS = [
  'taurus',
  'powertorque',
  'ausloans',
  'angle',
  '360_finance',
  'nissan_finance',
  'manual',
] as const;

export interface RoutesFlagValues {
  reservePath: 'checkout' | 'buy-online';
  financePath: 'finance' | 'finance-enquiry' | 'apply-for-finance';
  financeGated: boolean;
  checkoutGated: boolean;
  onlinePurchase: boolean;
  usedCarPaths: boolean;
  baseDomain: string | null;
  modelPath: 'make-model' | 'new-make-model-vehicle';
}

export interface TagsFlagValues {
  newTagText: 'New Arrival' | 'JUST ARRIVED';
  soldTagText: string;
  runoutSaleGreen: boolean;
  electrifiedTags: boolean;
  certifiedBadge: boolean;
  belowMarketBadge: boolean;
}

export interface VehicleFlagValues {
  actionButtons: ActionButton[];
  financeButtonText: 'Finance Enquiry' | 'Get Finance Quote';
  reserveButtonText: 'Reserve Car Now' | 'Reserve Now';
  reserveDeposit: number;
  compareFavouriteRule: 'available' | 'used-priced-with-image';
  favouriteStorage: boolean;
  watchlist: boolean;
  showActionsAndLicences: boolean;
  subscriptionPricing: boolean;
  businessHoursTimeZone: string;
  historyReport: boolean;
  photoUrlTemplate: string | null;
}

export interface FinanceFlagValues {
  provider: (typeof FINANCE_PROVIDERS)[number];
  calculatorRate: number;
  hidden: boolean;
  hiddenForManufacturers: string[];
  loanUrl: string | null;
  quoteUrl: string | null;
}

export interface FormsFlagValues {
  termsCheckbox: boolean;
  messageOptional: boolean;
  dealershipSelect: boolean;
  testDriveDisclaimer: string | null;
  valuationEnabled: boolean;
  valuationToMiscellaneous: boolean;
}

/** The flags a car's views and rules read: what the car page ships to the browser. */
export interface CarFlags {
  routes: RoutesFlagValues;
  tags: TagsFlagValues;
  vehicle: VehicleFlagValues;
  finance: FinanceFlagValues;
  forms: FormsFlagValues;
}
