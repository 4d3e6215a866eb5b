import { docHash } from '../import/sync.ts';
import { RANGE_ATTRIBUTES, REFINEMENT_ATTRIBUTES } from '../../src/search/searchRoute.ts';

/** A car's values of the attributes search pages refine by (a list attribute keeps its list). */
export type CarFacets = Record<string, string[]>;

/**
 * What the pages of one build saw of the dealer's stock, as far as deciding which pages a stock
 * change touches needs. Pure: the engine read is in ./readSnapshot.ts.
 */
export interface StockSnapshot {
  /** Car id → its slug, a hash of its whole document as the site reads it, and its facet values. */
  cars: Record<string, { slug: string; hash: string; facets: CarFacets }>;
  /**
   * A hash of the makes and models, bodies and item types in stock and the models with new cars in
   * stock: the header's menus, the model tiles and the list of built search pages come from these,
   * so when they change every page does.
   */
  menus: string;
  /** A hash of the whole stock's lowest and highest price, year and km: every search slider's bounds. */
  ranges: string;
}

/** The fields of a car document the snapshot reads by name (the hash covers every field). */
export interface SnapshotCar {
  id: number | string;
  slug: string;
  make: string;
  model: string;
  body?: string | null;
  item_type?: string | null;
  car_type?: string | null;
  status?: string | null;
}

function facetsOf(car: SnapshotCar): CarFacets {
  const facets: CarFacets = {};
  const record = car as unknown as Record<string, unknown>;
  for (const attribute of REFINEMENT_ATTRIBUTES) {
    const value = record[attribute];
    if (value === null || value === undefined) continue;
    facets[attribute] = (Array.isArray(value) ? value : [value]).map(String);
  }
  return facets;
}

function rangesOf(cars: readonly SnapshotCar[]): Record<string, [number, number]> {
  const ranges: Record<string, [number, number]> = {};
  for (const attribute of RANGE_ATTRIBUTES) {
    const values = cars
      .map((car) => (car as unknown as Record<string, unknown>)[attribute])
      .filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
    if (values.length > 0) ranges[attribute] = [Math.min(...values), Math.max(...values)];
  }
  return ranges;
}

export function snapshotOf(cars: readonly SnapshotCar[]): StockSnapshot {
  const listed: StockSnapshot['cars'] = {};
  for (const car of cars) listed[String(car.id)] = { slug: car.slug, hash: docHash(car), facets: facetsOf(car) };
  const distinct = (values: string[]) => [...new Set(values)].sort();
  const menus = {
    models: distinct(cars.map((c) => `${c.make}\t${c.model}`)),
    bodies: distinct(cars.map((c) => c.body ?? '')),
    itemTypes: distinct(cars.map((c) => c.item_type ?? '')),
    newInStock: distinct(
      cars.filter((c) => c.car_type === 'new' && c.status === 'in_stock').map((c) => `${c.make}\t${c.model}`),
    ),
  };
  return { cars: listed, menus: docHash(menus), ranges: docHash(rangesOf(cars)) };
}
