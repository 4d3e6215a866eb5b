import type { Car } from '../domain/car.ts';
import { engineSearch } from './engineSearch.ts';
import { publicSearchConfig } from './publicSearchConfig.ts';

let cached: { token: string; hits: Promise<Pick<Car, 'make' | 'model'>[]> } | undefined;

/**
 * Build time: make and model of every new car in stock (the New Vehicles menu's stock-only models,
 * and which models are still sold new). Kept per tenant token: a build worker builds several dealers.
 */
export function newStockModels(): Promise<Pick<Car, 'make' | 'model'>[]> {
  const config = publicSearchConfig();
  if (cached?.token !== config.token)
    cached = {
      token: config.token,
      hits: engineSearch<Pick<Car, 'make' | 'model'>>(config, {
        limit: 10_000,
        filter: 'car_type = "new" AND status = "in_stock"',
        attributesToRetrieve: ['make', 'model'],
      }).then((result) => result.hits),
    };
  return cached.hits;
}
