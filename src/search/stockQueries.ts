import type { Car, CarType } from '../domain/car.ts';
import { currentDealer } from '../config/currentDealer.ts';
import { engineSearch } from './engineSearch.ts';
import { publicSearchConfig } from './publicSearchConfig.ts';
import { sortFilter } from './sortIndex.ts';

/** The filter the search page adds on its own: its default sort's (price > 0 for price-asc). */
export const searchCountFilter = () => sortFilter(currentDealer().config.flags.search.defaultSort);

/** A car as a card shows it: the app's own shape, not the raw document. */
export interface CarSummary {
  slug: string;
  name: string;
  year: number;
  carType: CarType;
  price: number;
  km: number;
  image: string | null;
  location: string;
  tag: string | null;
}

export interface StockOverview {
  total: number;
  byCarType: Partial<Record<CarType, number>>;
  byMake: { make: string; count: number }[];
  latest: CarSummary[];
}

const reshapeCar = (car: Car): CarSummary => ({
  slug: car.slug,
  name: car.name,
  year: car.year,
  carType: car.car_type,
  price: car.price,
  km: car.km,
  image: car.images[0]?.url ?? null,
  location: car.location_name,
  tag: car.tag ?? null,
});

/** Build-time view of the dealer's stock, searched with the same tenant token the browser gets. */
export async function stockOverview(): Promise<StockOverview> {
  const config = publicSearchConfig();
  // Counts as the search page counts ("170 New" must open 170 cars); the latest
  // arrivals are the newest in stock.
  const filter = searchCountFilter();
  const [counts, result] = await Promise.all([
    engineSearch<Car>(config, { limit: 0, facets: ['car_type', 'make'], ...(filter ? { filter } : {}) }),
    engineSearch<Car>(config, { limit: 8, filter: 'status = "in_stock"', sort: ['created_at_timestamp:desc'] }),
  ]);
  const carTypes = counts.facetDistribution.car_type ?? {};
  const makes = counts.facetDistribution.make ?? {};
  return {
    total: counts.estimatedTotalHits,
    byCarType: carTypes,
    byMake: Object.entries(makes)
      .map(([make, count]) => ({ make, count }))
      .sort((a, b) => b.count - a.count),
    latest: result.hits.map(reshapeCar),
  };
}
