import type { Car } from '../../domain/car.ts';
import { formatDistance, showsOdometer } from '../../domain/format.ts';
import type { CarSite } from '../../domain/carSite.ts';
import { carLiveView } from '../../domain/carLiveView.ts';
import { statusText } from './carRow.ts';

const TYPE: Record<Car['car_type'], string> = { new: 'New', used: 'Used', demo: 'Demo' };
const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '–' : String(value);

/** The compared facts, one row each (price, km, year, key specs, finance). */
export function compareRows(cars: Car[], site: CarSite, nowSeconds: number): [string, string[]][] {
  const live = cars.map((car) => carLiveView(car, site, nowSeconds));
  const each = (fn: (car: Car, i: number) => string | number | null | undefined) =>
    cars.map((car, i) => orDash(fn(car, i)));
  return [
    ['Price', each((_c, i) => live[i]!.priceText)],
    ['Finance', each((_c, i) => (live[i]!.weeklyText ? `${live[i]!.weeklyText} /week` : null))],
    ['Status', each((car) => statusText(car))],
    ['Year', each((car) => car.year)],
    [
      'Kilometres',
      each((car) =>
        showsOdometer(car.car_type, car.km) ? formatDistance(car.km, site.locale, site.distanceUnit) : null,
      ),
    ],
    ['Condition', each((car) => TYPE[car.car_type])],
    ['Body', each((car) => car.body)],
    ['Transmission', each((car) => car.simple_transmission ?? car.transmission)],
    ['Fuel', each((car) => car.simple_fuel ?? car.fuel)],
    ['Engine', each((car) => (car.engine_size_litres ? `${car.engine_size_litres} L` : null))],
    ['Drive', each((car) => car.simple_drive ?? car.drive)],
    ['Colour', each((car) => car.colour)],
    ['Seats', each((car) => car.seats)],
    ['Location', each((car) => car.location_name)],
  ];
}
