import { currentDealer } from '../config/currentDealer.ts';
import type { Car } from '../domain/car.ts';
import { feedRows, type FeedRow, type FeedStore } from '../domain/vehicleFeed.ts';
import { listedCars } from './listedCars.ts';

/** This dealer's feed rows, from the same listed cars the car pages are built from. */
export async function dealerFeedRows(): Promise<{ rows: FeedRow[]; title: string }> {
  const { config, locations } = currentDealer();
  const fallback: FeedStore = { code: String(config.id), name: config.name, ...config.address };
  const storeOf = (car: Car): FeedStore => {
    const location = locations.find((l) => l.id === car.location_id);
    if (!location) return { ...fallback, name: car.dealership_name };
    return {
      code: String(location.id),
      name: car.dealership_name,
      street: location.address.street,
      city: location.address.city,
      state: location.address.state,
      postcode: location.address.postcode,
    };
  };
  const rows = feedRows(await listedCars(), storeOf, config.origin, config.currency);
  return { rows, title: `${config.name} vehicle listings` };
}
