/** Filter panel headings per facet attribute. */
export const FACET_LABELS: Record<string, string> = {
  badge: 'Badge',
  status: 'Availability',
  car_type: 'Condition',
  categories: 'Category',
  city: 'City',
  colour: 'Colour',
  dealership_name: 'Dealership',
  dealership_slug: 'Dealership',
  filtered_features: 'Features',
  item_type: 'Vehicle kind',
  km: 'Kilometres',
  location_name: 'Location',
  make: 'Make',
  make_model: 'Make and model',
  model: 'Model',
  price: 'Price',
  subscription_price: 'Subscription (weekly)',
  price_range: 'Price range',
  seats: 'Seats',
  body: 'Body type',
  drive: 'Drive',
  fuel: 'Fuel',
  transmission: 'Transmission',
  state: 'State',
  tag: 'Special',
  weekly_price_range: 'Weekly repayments',
  year: 'Year',
};

/** Display text for a facet value (car types read better capitalised). */
export function facetValueLabel(attribute: string, value: string): string {
  if (attribute === 'car_type' || attribute === 'item_type') return value.charAt(0).toUpperCase() + value.slice(1);
  return value;
}
