import type { Variant, VehicleBody } from '../../src/domain/car.ts';
import type { CatalogModel } from './catalog.ts';
import { GEARBOXES } from './powertrains.ts';
import { hashString } from './random.ts';

/** Typical length, width, height (mm), GVM (kg) and tank (L) per body. */
const BODY_SIZES: Readonly<Record<VehicleBody, readonly [number, number, number, number, number]>> = {
  '4x4': [4795, 1855, 1835, 2735, 80],
  bus: [6990, 2080, 2640, 6500, 95],
  cabChassis: [5230, 1870, 1950, 3510, 130],
  convertible: [3915, 1735, 1235, 1400, 45],
  coupe: [4380, 1800, 1310, 1750, 50],
  hardtop: [6400, 2400, 2900, 2900, 0],
  hatch: [4370, 1790, 1455, 1800, 50],
  hatchback: [4330, 1795, 1455, 1820, 50],
  motorhome: [7400, 2350, 3100, 4490, 90],
  lightTruck: [6020, 1995, 2260, 4500, 100],
  peopleMover: [5300, 1970, 1990, 3200, 70],
  sedan: [4880, 1840, 1445, 2100, 50],
  softtop: [4900, 2100, 1900, 1600, 0],
  suv: [4620, 1860, 1690, 2350, 55],
  ute: [5330, 1900, 1815, 3100, 80],
  van: [5265, 1950, 1990, 3300, 70],
  wagon: [4985, 1980, 1950, 3280, 110],
  stationWagon: [4870, 1875, 1675, 2200, 63],
  motorcycle: [2150, 820, 1150, 400, 15],
};

/** Technical specs of a model; sizes vary per model by a stable few percent. */
export function buildVariant(model: CatalogModel): Variant | null {
  const power = model.power;
  if (power === null) return null;
  const [length, width, height, gvm, tank] = BODY_SIZES[model.body];
  const jitter = 0.94 + (hashString(`${model.make} ${model.model}`) % 1200) / 10000;
  return {
    cylinders: power.cylinders,
    enginesize: Math.round(power.litres * 1000),
    enginesize_litres: power.litres,
    induction: power.induction,
    geartype: GEARBOXES[power.gearbox].geartype,
    fuelconsumptioncombined: power.consumption,
    fuelcapacity: power.capacity ?? Math.round(tank * jitter),
    grossvehiclemass: Math.round((gvm * jitter) / 5) * 5,
    vehiclelength: Math.round(length * jitter),
    vehicleheight: Math.round(height * (2 - jitter)),
    vehiclewidth: Math.round(width * Math.sqrt(jitter)),
    torque: power.torque,
    ancaprating: model.itemType === 'car' && !['bus', 'lightTruck'].includes(model.body) ? 5 : null,
  };
}
