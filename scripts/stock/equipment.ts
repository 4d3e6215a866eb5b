import type { CatalogModel } from './catalog.ts';

/** Car equipment by trim tier: every badge gets BASE, higher badges add MID then HIGH. */
const BASE = [
  'Reversing Camera',
  'Apple CarPlay',
  'Android Auto',
  'Bluetooth',
  'Cruise Control',
  'Autonomous Emergency Braking',
  'Lane Departure Alert',
  'Air Conditioning',
  'Power Windows',
  'Keyless Entry',
];
const MID = [
  'Alloy Wheels',
  'Dual Zone Climate Control',
  'Satellite Navigation',
  'Blind Spot Monitor',
  'Rear Cross Traffic Alert',
  'Push Button Start',
  'Adaptive Cruise Control',
  'Wireless Phone Charger',
  'LED Headlights',
  'Front Parking Sensors',
];
const HIGH = [
  'Leather Seats',
  'Heated Front Seats',
  'Power Driver Seat',
  'Sunroof',
  'Premium Sound System',
  '360 Degree Camera',
  'Head-up Display',
  'Power Tailgate',
  'Ventilated Seats',
];
const MOTORCYCLE = [
  'ABS',
  'LED Lighting',
  'Slipper Clutch',
  'Traction Control',
  'TFT Display',
  'Ride Modes',
  'Cruise Control',
  'Quickshifter',
  'Heated Grips',
];
const CARAVAN = [
  'Queen Bed',
  'Awning',
  'Gas/Electric Hot Water',
  'Reverse Cycle Air Conditioner',
  'Ensuite',
  'Solar Panels',
  'Lithium Battery',
  'Diesel Heater',
  'Washing Machine',
  'External BBQ',
  'Off-road Suspension',
  'Annexe',
];

function share(list: readonly string[], fraction: number): readonly string[] {
  return list.slice(0, Math.round(list.length * fraction));
}

/** Standard equipment of a badge; tier is 0 for the cheapest badge and 1 for the dearest. */
export function standardEquipment(model: CatalogModel, tier: number): string[] {
  if (model.itemType === 'motorcycle') return [...share(MOTORCYCLE, 0.4 + tier * 0.6)];
  if (model.itemType === 'caravan' && model.power === null) return [...share(CARAVAN, 0.35 + tier * 0.65)];
  const items = [...BASE, ...share(MID, Math.min(1, tier * 1.6)), ...share(HIGH, Math.max(0, tier * 1.4 - 0.4))];
  if (model.body === 'ute' || model.body === 'cabChassis') items.push('Tow Bar', 'Tub Liner');
  if (model.drive === '4WD') items.push('Hill Descent Control', 'Low Range Transfer Case');
  if (model.seats >= 7) items.push('Third Row Seating');
  if (model.power?.simpleFuel === 'Electric') items.push('DC Fast Charging', 'Regenerative Braking');
  if (model.power?.simpleFuel === 'Hybrid') items.push('EV Drive Mode');
  if (model.itemType === 'caravan') items.push(...share(CARAVAN, 0.5));
  return items;
}
