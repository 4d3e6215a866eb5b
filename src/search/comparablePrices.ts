import { engineSearch, quoted } from './engineSearch.ts';
import type { PublicSearchConfig } from './publicSearchConfig.ts';

/** The fields a price comparison reads from a car document. */
export interface PricedCar {
  price: number;
  autograb_data?: { average_market_price: number | null } | null;
}

/** The dealer's comparable cars: same make and model, year within two. */
export function comparableFilter(make: string, model: string, year: number): string {
  const exact = (s: string) => quoted(s.trim());
  return `make = ${exact(make)} AND model = ${exact(model)} AND year >= ${year - 2} AND year <= ${year + 2}`;
}

/** A car's price for comparison: the market average where the valuation service has one, else its retail price. */
export const comparablePrice = (car: PricedCar): number => car.autograb_data?.average_market_price ?? car.price;

/** Prices of up to 30 comparable cars; an engine that cannot answer gives none (the estimate goes without). */
export async function comparablePrices(
  config: PublicSearchConfig,
  make: string,
  model: string,
  year: number,
): Promise<number[]> {
  try {
    const { hits } = await engineSearch<PricedCar>(config, {
      filter: comparableFilter(make, model, year),
      limit: 30,
      attributesToRetrieve: ['price', 'autograb_data'],
    });
    return hits.map(comparablePrice);
  } catch {
    return [];
  }
}
