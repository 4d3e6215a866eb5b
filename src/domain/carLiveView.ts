import { isAvailable } from './availability.ts';
import type { Car } from './car.ts';
import { carActions, carPhone, type CarAction } from './carActions.ts';
import type { CarSite } from './carSite.ts';
import { financeEligibility } from './financeEligibility.ts';
import { formatPrice } from './format.ts';
import { maskPhone } from './phoneMask.ts';
import { isBelowMarket, priceDisplay, type PriceDisplay } from './priceDisplay.ts';
import { financeOffer, type FinanceOffer } from './repayments.ts';
import { reserveDeposit } from './reservation.ts';
import { tagBadge, type TagBadge } from './tagBadge.ts';

/**
 * The parts of a car page that change with status, price and reservation: its own module, so the
 * saved-cars and compare pages, which show only these, do not carry the specifications and comments.
 */
/** The changing part of a car page: what freshness re-computes after load. */
export interface CarLiveView {
  available: boolean;
  sold: boolean;
  badge: TagBadge | null;
  price: PriceDisplay;
  priceText: string;
  beforeText: string | null;
  belowMarket: boolean;
  actions: CarAction[];
  finance: FinanceOffer | null;
  weeklyText: string | null;
  depositFinanceText: string | null;
  /** The number Call the dealer reveals, and how it reads until then. */
  phone: string;
  maskedPhone: string;
  /** The reservation deposit, when the dealer takes one. */
  deposit: number | null;
  depositText: string | null;
  /** The dealer's sold text over the photos. */
  soldText: string;
}

/** Everything that depends on status, price and reservation, at an instant (seconds). */
export function carLiveView(car: Car, site: CarSite, nowSeconds: number): CarLiveView {
  const money = (value: number) => formatPrice(value, site.locale, site.currency);
  const now = new Date(nowSeconds * 1000);
  const price = priceDisplay(car, site.flags.vehicle.subscriptionPricing);
  const lender = financeEligibility(car, site.flags.finance, now.getUTCFullYear());
  const finance = lender ? financeOffer(car.price, lender, site.flags.finance.calculatorRate, now) : null;
  const phone = carPhone(car, site);
  const deposit = reserveDeposit(car, site.flags.vehicle);
  return {
    available: isAvailable(car.status),
    sold: !isAvailable(car.status),
    badge: tagBadge(car, site.flags.tags, nowSeconds),
    price,
    priceText: price.amount === null ? price.note : money(price.amount),
    beforeText: price.before === null ? null : money(price.before),
    belowMarket: isAvailable(car.status) && site.flags.tags.belowMarketBadge && isBelowMarket(car),
    actions: carActions(car, { flags: site.flags, phone, currentYear: now.getUTCFullYear() }),
    finance,
    weeklyText: finance?.weekly == null ? null : money(finance.weekly),
    depositFinanceText: finance && finance.deposit > 0 ? money(finance.deposit) : null,
    phone,
    maskedPhone: maskPhone(phone),
    deposit,
    depositText: deposit === null ? null : money(deposit),
    soldText: site.flags.tags.soldTagText,
  };
}
