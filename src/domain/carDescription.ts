import type { Car } from './car.ts';
import { formatDistance, showsOdometer } from './format.ts';
import type { CarSite } from './carSite.ts';
import type { CarLiveView } from './carLiveView.ts';

const TYPE = { new: 'New', used: 'Used', demo: 'Demo' } as const;

/** Page title: what the car is, what it costs, who sells it. */
export const carTitle = (car: Car, live: CarLiveView, site: CarSite) =>
  `${TYPE[car.car_type]} ${car.name}${live.price.amount === null ? '' : ` for ${live.priceText}`} | ${site.name}`;

/** Meta description: the facts a searcher compares, in one sentence or two. */
export function carDescription(car: Car, live: CarLiveView, site: CarSite): string {
  const facts = [
    showsOdometer(car.car_type, car.km) ? formatDistance(car.km, site.locale, site.distanceUnit) : null,
    car.trans,
    car.fuel,
    car.body,
    car.colour,
  ].filter(Boolean);
  const state = live.sold ? 'Just sold' : car.status === 'coming_soon' ? 'Coming soon' : 'Available now';
  return `${TYPE[car.car_type]} ${car.name}: ${facts.join(', ')}. ${state} at ${site.name}, ${car.location_name} ${car.state.toUpperCase()}. ${live.priceText}${live.price.amount === null ? '' : ` ${live.price.note}`}.`;
}
