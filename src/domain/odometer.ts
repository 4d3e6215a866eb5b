import type { CarType } from './car.ts';

/**
 * Whether a listing shows an odometer reading. A new vehicle has none worth showing, and a towed
 * caravan or camper trailer has no odometer at all: its feed row (and the sample stock) carries
 * 0 km, which is no reading, so "0 km" is never shown on a used or demo listing either.
 */
export const showsOdometer = (carType: CarType, km: number): boolean => carType !== 'new' && km > 0;
