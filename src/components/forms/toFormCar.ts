import type { Car } from '../../domain/car.ts';
import type { FormCar } from '../../api/leadPayload.ts';

/** The raw car document reshaped to what forms need. */
export const toFormCar = (car: Car): FormCar => ({
  id: car.id,
  slug: car.slug,
  name: car.name,
  make: car.make,
  model: car.model,
  carType: car.car_type,
  status: car.status,
  price: car.price,
  stockNumber: car.stocknum,
  dealershipId: car.dealership_id,
  dealershipSlug: car.dealership_slug,
  locationId: car.location_id,
  locationName: car.location_name,
  manufacturerSlug: car.manufacturer_slug,
  image: car.images[0]?.url ?? null,
  tag: car.tag ?? null,
});
