import type { ActionButton, CarFlags } from './flags.ts';
import { isAvailable } from './availability.ts';
import type { Car } from './car.ts';
import type { CarFormKind, CarFormTarget } from './formKinds.ts';
import { financeEligibility } from './financeEligibility.ts';
import { MIN_SHOWN_PRICE } from './priceDisplay.ts';
import { reserveEligible } from './reservation.ts';
import { slugify } from './slug.ts';
import { tradeInEligible } from './tradeIn.ts';

export interface CarAction {
  kind: ActionButton | 'find-similar';
  label: string;
  /** Link target; null for the phone reveal, which is a button. */
  href: string | null;
  tone: 'primary' | 'ghost' | 'green';
  /** Shown only while the dealership is open (checked in the browser at the configured zone). */
  duringBusinessHours?: true;
  /** Id of the in-page form this link opens when scripts run; href is the form page without them. */
  opens?: CarFormTarget;
}

/** A car form on a page of its own, the link target when scripts do not run, so every form works without them. */
export const carFormHref = (car: Pick<Car, 'slug'>, form: CarFormKind) =>
  `/enquiry/car/?car_id=${encodeURIComponent(car.slug)}&form=${form}`;

export interface ActionContext {
  flags: Pick<CarFlags, 'vehicle' | 'routes' | 'finance' | 'forms'>;
  /** Number shown for this car (per car type, else location, else dealer). */
  phone: string;
  currentYear: number;
}

type ActionFields = Pick<
  Car,
  | 'id'
  | 'slug'
  | 'status'
  | 'sold'
  | 'reserved'
  | 'price'
  | 'preorder'
  | 'payment_processors'
  | 'car_type'
  | 'file'
  | 'year'
  | 'make'
  | 'model'
  | 'finance_lenders'
  | 'has_nvic'
  | 'dealership_slug'
>;

/** SPEC §2 finance route with its query and #finance-form; gated sites use /personalised/finance for NVIC cars. */
export function financeHref(car: ActionFields, routes: CarFlags['routes']): string {
  if (routes.financeGated && car.has_nvic) return `/personalised/finance?car_id=${car.id}`;
  const query = new URLSearchParams({
    car_id: String(car.id),
    car_type: car.car_type,
    vehiclePriceBudget: String(car.price),
    preferredDealership: car.dealership_slug,
  });
  return `/${routes.financePath}?${query.toString()}#finance-form`;
}

/**
 * A finance-card link the dealer configured (finance.loanUrl, finance.quoteUrl). On the site's own
 * origin it becomes the in-site finance link that Get Finance Quote builds, so the form keeps the
 * car, its type and budget, plus the configured link's own query (`type=pre-approval`); a link to
 * another host (a lender's own site) stays as written.
 */
export function financeCardHref(
  configured: string,
  origin: string,
  car: ActionFields,
  routes: CarFlags['routes'],
): string {
  const link = URL.canParse(configured) ? new URL(configured) : null;
  if (link === null || !URL.canParse(origin) || link.host !== new URL(origin).host) return configured;
  const [path = '', hash] = financeHref(car, routes).split('#');
  const target = new URL(path, link.origin);
  for (const [name, value] of link.searchParams) {
    if (!target.searchParams.has(name)) target.searchParams.append(name, value);
  }
  return `${target.pathname}${target.search}${hash === undefined ? '' : `#${hash}`}`;
}

/** Search for the same make and model (SPEC §2 /search/{make}/{model}). */
export const similarCarsHref = (car: Pick<Car, 'make' | 'model'>) =>
  `/search/${slugify(car.make)}/${slugify(car.model)}/`;

/** Reserve page of SPEC §2: /cars/{slug}/checkout or /cars/{slug}/buy-online. */
export const reserveHref = (car: Pick<Car, 'slug'>, routes: Pick<CarFlags['routes'], 'reservePath'>) =>
  `/cars/${car.slug}/${routes.reservePath}`;

type Builder = (car: ActionFields, ctx: ActionContext) => CarAction | null;

const BUILDERS: Record<ActionButton, Builder> = {
  enquire: (car) => ({
    kind: 'enquire',
    label: 'Enquire',
    href: carFormHref(car, 'enquiry'),
    tone: 'primary',
    opens: 'enquire',
  }),
  'history-report': (car, { flags }) =>
    flags.vehicle.historyReport && car.file
      ? { kind: 'history-report', label: 'Car History Report', href: car.file, tone: 'ghost' }
      : null,
  finance: (car, { flags, currentYear }) =>
    financeEligibility(car, flags.finance, currentYear)
      ? { kind: 'finance', label: flags.vehicle.financeButtonText, href: financeHref(car, flags.routes), tone: 'ghost' }
      : null,
  'trade-in': (car, { flags }) =>
    tradeInEligible(car, flags.forms.valuationEnabled)
      ? { kind: 'trade-in', label: 'Trade-In Valuation', href: `/cars/trade-in?car_id=${car.id}`, tone: 'ghost' }
      : null,
  reserve: (car, { flags }) =>
    reserveEligible(car)
      ? { kind: 'reserve', label: flags.vehicle.reserveButtonText, href: reserveHref(car, flags.routes), tone: 'green' }
      : null,
  'online-purchase': (car, { flags }) =>
    flags.routes.onlinePurchase && car.car_type === 'used' && !car.reserved && car.price > MIN_SHOWN_PRICE
      ? {
          kind: 'online-purchase',
          label: 'Online Purchase',
          href: `/checkout-journey?car_id=${car.slug}`,
          tone: 'primary',
        }
      : null,
  'test-drive': (car) => ({
    kind: 'test-drive',
    label: 'Book a Test Drive',
    href: `/book-test-drive?car_id=${car.id}`,
    tone: 'ghost',
  }),
  'make-offer': (car) =>
    car.price > MIN_SHOWN_PRICE
      ? {
          kind: 'make-offer',
          label: 'Make an Offer',
          href: carFormHref(car, 'make-offer'),
          tone: 'ghost',
          opens: 'make-offer',
        }
      : null,
  'call-now': (_, { phone }) =>
    phone
      ? {
          kind: 'call-now',
          label: 'Call Now',
          href: `tel:${phone.replace(/[^\d+]/g, '')}`,
          tone: 'ghost',
          duringBusinessHours: true,
        }
      : null,
  'call-dealer': () => ({ kind: 'call-dealer', label: 'Call the dealer', href: null, tone: 'ghost' }),
};

/**
 * The car page's action buttons in the dealer's configured order, each kept only when its own
 * rule allows (SPEC §2, §5). A sold car offers Find Me Something Similar and the phone reveal only.
 */
export function carActions(car: ActionFields, ctx: ActionContext): CarAction[] {
  if (!ctx.flags.vehicle.showActionsAndLicences) return [];
  if (!isAvailable(car.status)) {
    const similar: CarAction = {
      kind: 'find-similar',
      label: 'Find Me Something Similar',
      href: similarCarsHref(car),
      tone: 'primary',
    };
    const reveal = ctx.flags.vehicle.actionButtons.includes('call-dealer') ? BUILDERS['call-dealer'](car, ctx) : null;
    return reveal ? [similar, reveal] : [similar];
  }
  return ctx.flags.vehicle.actionButtons.flatMap((kind) => BUILDERS[kind](car, ctx) ?? []);
}

/** The number for a car: the dealer's number for its car type, else its location's, else the dealer's. */
export function carPhone(
  car: Pick<Car, 'car_type' | 'location'>,
  dealer: { phone: string; phonesByCarType: Partial<Record<Car['car_type'], string | undefined>> },
): string {
  return dealer.phonesByCarType[car.car_type] ?? (car.location.phone || dealer.phone);
}
