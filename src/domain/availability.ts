import type { Car, CarStatus } from './car.ts';

/** Days a sold car stays listed when the site sets no include_sold_cars_days (SPEC §4, §9). */
export const DEFAULT_SOLD_WINDOW_DAYS = 3;

/** in_stock and coming_soon are available; anything else shows as sold (SPEC §4). */
export function isAvailable(status: CarStatus): boolean {
  return status === 'in_stock' || status === 'coming_soon';
}

type ListingFields = Pick<Car, 'status' | 'sold_date_timestamp' | 'show_on_dealer_website'>;

/** True when a sold car's sale is no older than the window, measured back from nowSeconds. */
export function soldWithinWindow(car: Pick<Car, 'status' | 'sold_date_timestamp'>, nowSeconds: number, days: number) {
  if (car.status !== 'sold' || car.sold_date_timestamp === null) return false;
  return car.sold_date_timestamp >= nowSeconds - days * 86_400;
}

/**
 * Whether search and car pages may show the car (SPEC §4 availability): on the dealer website,
 * and available or sold within the window. The same rule as the engine-side base filter.
 */
export function isListed(car: ListingFields, nowSeconds: number, soldWindowDays: number): boolean {
  if (!car.show_on_dealer_website) return false;
  return isAvailable(car.status) || soldWithinWindow(car, nowSeconds, soldWindowDays);
}
