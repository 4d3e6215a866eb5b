import type { Car } from './car.ts';

/** Prices at or below this are placeholders: the car shows 'Enquire for price.' (SPEC §5). */
export const MIN_SHOWN_PRICE = 10;
export const ENQUIRE_FOR_PRICE = 'Enquire for price.';

/** The five price display modes of SPEC §4. */
export type PriceMode = 'subscription' | 'reduced' | 'car-price' | 'pre-order' | 'no-price';

export interface PriceDisplay {
  mode: PriceMode;
  /** Price to show in dollars (weekly for subscription); null in no-price mode. */
  amount: number | null;
  /** The struck-through earlier price in reduced mode. */
  before: number | null;
  /** Short qualifier under the amount. */
  note: string;
}

type PriceFields = Pick<Car, 'price' | 'before_price' | 'subscription_price' | 'preorder' | 'price_type'>;

const priceNote = (car: PriceFields) => (car.price_type === 'drive_away' ? 'Drive Away' : 'Excl. Govt. Charges');

/** Picks how a car's price reads: subscription (by flag), pre-order, no-price, reduced, or plain. */
export function priceDisplay(car: PriceFields, subscriptionPricing: boolean): PriceDisplay {
  if (subscriptionPricing && car.subscription_price !== null && car.subscription_price > 0) {
    return { mode: 'subscription', amount: car.subscription_price, before: null, note: 'per week, subscription' };
  }
  if (car.price <= MIN_SHOWN_PRICE) return { mode: 'no-price', amount: null, before: null, note: ENQUIRE_FOR_PRICE };
  if (car.preorder) return { mode: 'pre-order', amount: car.price, before: null, note: 'Pre-order now' };
  if (car.before_price !== null && car.before_price > car.price) {
    return { mode: 'reduced', amount: car.price, before: car.before_price, note: priceNote(car) };
  }
  return { mode: 'car-price', amount: car.price, before: null, note: priceNote(car) };
}

/** Dollars under the market average that earn the below-market badge must exceed this (SPEC §5). */
export const BELOW_MARKET_MARGIN = 499;

/** True when the price is more than $499 under the state (else national) market average. */
export function isBelowMarket(car: Pick<Car, 'price' | 'autograb_data'>): boolean {
  const market = car.autograb_data?.state_average_market_price ?? car.autograb_data?.average_market_price ?? null;
  if (market === null || car.price <= MIN_SHOWN_PRICE) return false;
  return market - car.price > BELOW_MARKET_MARGIN;
}
