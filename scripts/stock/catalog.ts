import type { ItemType, SimpleDrive, VehicleBody } from '../../src/domain/car.ts';
import type { VehicleClass } from '../../src/imagery/shapes.ts';
import type { Powertrain } from './powertrains.ts';
import { TOYOTA } from './catalogToyota.ts';
import { ASIAN_MAKES } from './catalogAsia.ts';
import { OTHER_MAKES } from './catalogOther.ts';
import { CARAVANS, MOTORCYCLES } from './catalogRecreation.ts';

/** Model menu category (the manufacturer_body of a model). */
export type ModelCategory =
  | 'SUVs & 4WDs'
  | 'Utes & Vans'
  | 'Hatch & sedans'
  | 'GR & performance'
  | 'Electrified'
  | 'Motorcycles'
  | 'Caravans & RVs';

/** Caravan dimensions and masses (mm, kg) for the shortest floor plan. */
export interface CaravanSpec {
  length: number;
  width: number;
  tare: number;
  atm: number;
  axle: 'Single' | 'Tandem';
  sleeps: number;
}

/** A catalogue entry before its make is attached. */
export interface ModelEntry {
  model: string;
  body: VehicleBody;
  category: ModelCategory;
  series: string;
  /** Trim levels, cheapest first. */
  badges: readonly string[];
  /** Null for towed caravans. */
  power: Powertrain | null;
  drive: SimpleDrive | null;
  seats: number;
  doors: number;
  /** New price range in AUD, cheapest badge to dearest. */
  price: readonly [number, number];
  /** Oldest model year offered as used stock. */
  since: number;
  caravan?: CaravanSpec;
  /** How its photos draw it, when its body alone does not say (a sport bike, a cruiser). */
  look?: VehicleClass;
}

/** A model sold in Australia. */
export interface CatalogModel extends ModelEntry {
  make: string;
  itemType: ItemType;
}

function withMake(make: string, itemType: ItemType, entries: readonly ModelEntry[]): CatalogModel[] {
  return entries.map((entry) => ({ ...entry, make, itemType }));
}

function fromGroups(itemType: ItemType, groups: Readonly<Record<string, readonly ModelEntry[]>>): CatalogModel[] {
  return Object.entries(groups).flatMap(([make, entries]) => withMake(make, itemType, entries));
}

/** Every model the generator can stock; Toyota first, in SPEC §9 model order. */
export const CATALOG: readonly CatalogModel[] = [
  ...withMake('Toyota', 'car', TOYOTA),
  ...fromGroups('car', ASIAN_MAKES),
  ...fromGroups('car', OTHER_MAKES),
  ...fromGroups('motorcycle', MOTORCYCLES),
  ...fromGroups('caravan', CARAVANS),
];

/** New drive-away price of a badge: interpolated across the model's range, ending in 990. */
export function newPrice(model: ModelEntry, badge: string): number {
  const index = Math.max(0, model.badges.indexOf(badge));
  const steps = Math.max(1, model.badges.length - 1);
  const [low, high] = model.price;
  const raw = low + ((high - low) * index) / steps;
  return Math.round(raw / 1000) * 1000 - 10;
}
