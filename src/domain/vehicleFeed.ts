import type { Car } from './car.ts';
import { csvTable } from './csv.ts';
import { escapeMarkup } from './escape.ts';

/** The dealership address a car is advertised from (its location, else the dealer's own). */
export interface FeedStore {
  code: string;
  name: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
}

/**
 * One vehicle-listings row, as Google's vehicle listings feed specification names and writes each
 * attribute: `condition` is `new` or `used` only, and certification is its own yes/no attribute
 * (`certified_pre_owned`); the address ends with the country; price is amount and ISO 4217 currency;
 * mileage is an integer and its unit; `additional_image_link` is a comma-separated list of URLs.
 */
export interface FeedRow {
  vin: string;
  store_code: string;
  dealership_name: string;
  dealership_address: string;
  price: string;
  condition: 'new' | 'used';
  certified_pre_owned: 'yes' | 'no';
  make: string;
  model: string;
  trim: string;
  year: string;
  mileage: string;
  image_link: string;
  additional_image_link: string;
  link: string;
}

const FEED_COLUMNS: readonly (keyof FeedRow)[] = [
  'vin',
  'store_code',
  'dealership_name',
  'dealership_address',
  'price',
  'condition',
  'certified_pre_owned',
  'make',
  'model',
  'trim',
  'year',
  'mileage',
  'image_link',
  'additional_image_link',
  'link',
];

/** Every dealer on the platform trades in Australia: the country the feed's addresses end with. */
const COUNTRY = 'AU';

/**
 * A feed row per car with a shown price (the feed needs one): absolute image and page links on the
 * dealer origin, price with currency, mileage in km. Demo cars are listed as used.
 */
export function feedRows(cars: readonly Car[], storeOf: (car: Car) => FeedStore, origin: string, currency: string) {
  return cars
    .filter((car) => car.price > 10 && car.status !== 'sold')
    .map((car): FeedRow => {
      const store = storeOf(car);
      const images = [...new Set(car.images.map((i) => new URL(i.url, origin).href))];
      return {
        vin: car.vin,
        store_code: store.code,
        dealership_name: store.name,
        dealership_address: `${store.street}, ${store.city} ${store.state.toUpperCase()} ${store.postcode}, ${COUNTRY}`,
        price: `${car.price.toFixed(2)} ${currency}`,
        condition: car.car_type === 'new' ? 'new' : 'used',
        certified_pre_owned: car.car_type !== 'new' && car.certified ? 'yes' : 'no',
        make: car.make,
        model: car.model,
        trim: car.badge,
        year: String(car.year),
        mileage: `${car.km} km`,
        image_link: images[0] ?? '',
        additional_image_link: images.slice(1, 10).join(','),
        link: new URL(`/cars/${car.slug}/`, origin).href,
      };
    });
}

/**
 * The rows as CSV with a header line (the project's one CSV rule: csv.ts). The file is public and people
 * open it in spreadsheets, and stock text comes from dealer feeds: formulas are guarded as in the lead export.
 */
export function feedCsv(rows: readonly FeedRow[]): string {
  return csvTable(
    FEED_COLUMNS,
    rows.map((row) => FEED_COLUMNS.map((c) => row[c])),
    { guardFormulas: true },
  );
}

/** The same rows as XML: <listings><listing><vin>…</vin>…</listing></listings>. */
export function feedXml(rows: readonly FeedRow[], title: string): string {
  const listings = rows.map(
    (row) =>
      `  <listing>\n${FEED_COLUMNS.map((c) => `    <${c}>${escapeMarkup(row[c])}</${c}>`).join('\n')}\n  </listing>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<listings title="${escapeMarkup(title)}">\n${listings.join('\n')}\n</listings>\n`;
}
