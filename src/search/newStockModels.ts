import type { Car } from '../domain/car.ts';
import { engineSearch } from './engineSearch.ts';
import { publicSearchConfig } from './publicSearchConfig.ts';

let cached: Promise<Pick<Car, 'make' | 'model'>[]> | undefined;

/** Build time: make and model of every new car in stock (the New Vehicles menu's stock-only models). */
export function newStockModels(): Promise<Pick<Car, 'make' | 'model'>[]> {
  cached ??= engineSearch<Pick<Car, 'make' | 'model'>>(publicSearchConfig(), {
    limit: 10_000,
    filter: 'car_type = "new" AND status = "in_stock"',
    attributesToRetrieve: ['make', 'model'],
  }).then((result) => result.hits);
  return cached;
}
