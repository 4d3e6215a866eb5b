import type { Car } from './car.ts';
import { dayMonthYear } from './dayMonthYear.ts';
import { showsOdometer } from './format.ts';

export interface SpecRow {
  label: string;
  value: string;
}

type Fmt = (value: number) => string;

const rows = (entries: [string, string | number | null | undefined | false][]): SpecRow[] =>
  entries
    .filter(([, value]) => value !== null && value !== undefined && value !== false && value !== '' && value !== 0)
    .map(([label, value]) => ({ label, value: String(value) }));

const TYPE: Record<Car['car_type'], string> = { new: 'New', used: 'Used', demo: 'Demo' };

/** The Key information block: what a shopper scans first. */
export function keyInformation(car: Car, km: Fmt): SpecRow[] {
  return rows([
    ['Condition', TYPE[car.car_type]],
    ['Odometer', showsOdometer(car.car_type, car.km) ? km(car.km) : null],
    ['Body', car.body],
    ['Transmission', car.trans],
    ['Fuel', car.fuel],
    ['Drive', car.drive],
    ['Engine', car.engine_size_litres ? `${car.engine_size_litres.toFixed(1)}L ${car.cylinders} cyl` : null],
    ['Colour', car.colour],
    ['Seats', car.seats],
    ['Sleeps', car.sleeps],
  ]);
}

/** The Car Summary block: identifiers and dates. */
export function carSummary(car: Car): SpecRow[] {
  return rows([
    ['Make', car.make],
    ['Model', car.model],
    ['Badge', car.badge],
    ['Series', car.series],
    ['Year', car.year],
    ['Stock number', car.stocknum],
    ['VIN', car.vin],
    ['Registration', car.regplate],
    ['Rego expiry', car.rego_expiry && dayMonthYear(car.rego_expiry)],
    ['Build date', car.build_date && dayMonthYear(car.build_date)],
    ['Compliance date', car.compliance_date && dayMonthYear(car.compliance_date)],
    ['Location', car.location_name],
  ]);
}

const mm = (value: number | null | undefined) => (value ? `${value.toLocaleString('en-AU')} mm` : null);
const kg = (value: number | null | undefined) => (value ? `${value.toLocaleString('en-AU')} kg` : null);

/** All Specifications: variant specifications, then caravan specifications (SPEC §3). */
export function allSpecifications(car: Car): SpecRow[] {
  const v = car.variant;
  return rows([
    ['Cylinders', v?.cylinders],
    ['Engine size', v?.enginesize ? `${v.enginesize.toLocaleString('en-AU')} cc` : null],
    ['Engine size (litres)', v?.enginesize_litres ? `${v.enginesize_litres.toFixed(1)} L` : null],
    ['Induction', v?.induction],
    ['Gear type', v?.geartype],
    ['Fuel consumption (combined)', v?.fuelconsumptioncombined ? `${v.fuelconsumptioncombined} L/100km` : null],
    ['Fuel capacity', v?.fuelcapacity ? `${v.fuelcapacity} L` : null],
    ['Gross vehicle mass', kg(v?.grossvehiclemass)],
    ['Length', mm(v?.vehiclelength)],
    ['Height', mm(v?.vehicleheight)],
    ['Width', mm(v?.vehiclewidth)],
    ['Torque', v?.torque ? `${v.torque} Nm` : null],
    ['ANCAP rating', v?.ancaprating ? `${v.ancaprating} stars` : null],
    ['Body width', mm(car.body_width)],
    ['Body length', mm(car.body_length)],
    ['Tare weight', kg(car.tare_weight)],
    ['Axle type', car.axle_type],
    ['Sleeps', car.sleeps],
    ['Aggregate trailer mass', kg(car.aggregate_trailer_mass)],
  ]);
}

/** Lists show this many items before Show All / Show More (SPEC §9). */
export const FEATURES_LIMIT = 8;
export const SPECS_LIMIT = 4;
