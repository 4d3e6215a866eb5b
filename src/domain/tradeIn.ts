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

/** The trade-in page reached with ?car_id=: whether the valuation goes towards that car, and the line saying so. */
interface TradeInCarNote {
  towards: boolean;
  text: string;
}

/**
 * SPEC §5 on the trade-in page: the car page's own eligibility decides whether a valuation goes
 * towards the car named in the URL; a sold or reserved car reached by URL gets a plain valuation.
 */
export function tradeInCarNote(
  car: Pick<Car, 'name' | 'status' | 'price' | 'sold' | 'reserved'>,
  valuationEnabled: boolean,
): TradeInCarNote {
  if (tradeInEligible(car, valuationEnabled)) return { towards: true, text: `Trading in towards the ${car.name}.` };
  const why =
    car.sold || car.status === 'sold' ? 'has been sold' : car.reserved ? 'is reserved' : 'is not open to a trade-in';
  return {
    towards: false,
    text: `The ${car.name} ${why}, so this valuation is not towards it. You can still value your car.`,
  };
}
