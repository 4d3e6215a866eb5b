import type { CarFlags } from './flags.ts';
import { isAvailable } from './availability.ts';
import type { Car } from './car.ts';

type Fields = Pick<Car, 'status' | 'car_type' | 'price' | 'images'>;
type Rules = Pick<CarFlags['vehicle'], 'compareFavouriteRule' | 'favouriteStorage'>;

/**
 * Compare and favourite toggles (SPEC §5): never on unavailable cars; on some dealers only used
 * cars priced above 0 with an image; otherwise whenever favourite storage is on.
 */
export function showCompareFavourite(car: Fields, rules: Rules): boolean {
  if (!rules.favouriteStorage || !isAvailable(car.status)) return false;
  if (rules.compareFavouriteRule === 'used-priced-with-image') {
    return car.car_type === 'used' && car.price > 0 && car.images.length > 0;
  }
  return true;
}
