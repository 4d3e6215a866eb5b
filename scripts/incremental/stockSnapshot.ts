import { docHash } from '../import/sync.ts';

/**
 * What the pages of one build saw of the dealer's stock, as far as deciding which pages a stock
 * change touches needs: each listed car's slug and a hash of everything the site can read of it, and
 * the stock facts every page's menus are drawn from. Pure: the engine read is in ./readSnapshot.ts.
 */
export interface StockSnapshot {
  /** Car id → its slug and the hash of its whole document as the site's tenant token reads it. */
  cars: Record<string, { slug: string; hash: string }>;
  /**
   * A hash of the makes and models, bodies and item types in stock and the models with new cars in
   * stock: the header's menus, the model tiles and the list of built search pages come from these,
   * so when they change every page does.
   */
  menus: string;
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

export function snapshotOf(cars: readonly SnapshotCar[]): StockSnapshot {
  const listed: StockSnapshot['cars'] = {};
  for (const car of cars) listed[String(car.id)] = { slug: car.slug, hash: docHash(car) };
  const distinct = (values: string[]) => [...new Set(values)].sort();
  const menus = {
    models: distinct(cars.map((c) => `${c.make}\t${c.model}`)),
    bodies: distinct(cars.map((c) => c.body ?? '')),
    itemTypes: distinct(cars.map((c) => c.item_type ?? '')),
    newInStock: distinct(
      cars.filter((c) => c.car_type === 'new' && c.status === 'in_stock').map((c) => `${c.make}\t${c.model}`),
    ),
  };
  return { cars: listed, menus: docHash(menus) };
}
