import type { Car } from './car.ts';

/** A car must be priced above this for a trade-in valuation to be offered (SPEC §5). */
export const TRADE_IN_MIN_PRICE = 200;

/** SPEC §5: in_stock, priced above 200, neither sold nor reserved, with valuation enabled. */
export function tradeInEligible(
  car: Pick<Car, 'status' | 'price' | 'sold' | 'reserved'>,
  valuationEnabled: boolean,
): boolean {
  return valuationEnabled && car.status === 'in_stock' && car.price > TRADE_IN_MIN_PRICE && !car.sold && !car.reserved;
}
