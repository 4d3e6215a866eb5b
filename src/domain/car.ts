import type { AutograbData, CarLocation, FinanceLender, PaymentProcessor, Variant } from './carParts.ts';
import type { FINANCE_PROVIDERS } from './flags.ts';

/** Stock condition of a car (SPEC §9 car types). */
export type CarType = 'new' | 'used' | 'demo';

/** Availability state; in_stock and coming_soon are available (SPEC §4). */
export type CarStatus = 'in_stock' | 'coming_soon' | 'sold';

/** Kind of stock item; motorcycles and caravans appear in some deployments only. */
export type ItemType = 'car' | 'motorcycle' | 'caravan';

/** Body types of SPEC §9. */
export type BodyType =
  | '4x4'
  | 'bus'
  | 'cabChassis'
  | 'convertible'
  | 'coupe'
  | 'hardtop'
  | 'hatch'
  | 'hatchback'
  | 'motorhome'
  | 'lightTruck'
  | 'peopleMover'
  | 'sedan'
  | 'softtop'
  | 'suv'
  | 'ute'
  | 'van'
  | 'wagon'
  | 'stationWagon';

/** Body key of any stock item: a SPEC body type, or 'motorcycle'. */
export type VehicleBody = BodyType | 'motorcycle';

/** Coarse fuel group used for icons and the electric/hybrid badge. */
export type SimpleFuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric';

/** Coarse drive group. */
export type SimpleDrive = 'FWD' | 'RWD' | 'AWD' | '4WD';

/** Short transmission label for cards. */
export type SimpleTransmission = 'Auto' | 'Manual';

/** How the advertised price is quoted. */
export type PriceType = 'drive_away' | 'excl_govt_charges';

/** Finance providers of SPEC §9: the registry is FINANCE_PROVIDERS in flags.ts. */
export type FinanceProvider = (typeof FINANCE_PROVIDERS)[number];

export type { AutograbData, CarLocation, FinanceLender, PaymentProcessor, Variant };

/** One stock item as indexed in Meilisearch (SPEC §3 "Car", plus search helper fields). */
export interface Car {
  /** Unique numeric id. */
  id: number;
  /** URL-safe unique slug: {year}-{make}-{model}-{badge}-{stocknum}. */
  slug: string;
  /** Display name, e.g. '2023 Toyota RAV4 GXL'. */
  name: string;
  /** Manufacturer name. */
  make: string;
  /** Model name. */
  model: string;
  /** Make and model, e.g. 'Toyota RAV4'. */
  make_model: string;
  /** Model year. */
  year: number;
  /** Badge (trim level). */
  badge: string;
  /** Series code. */
  series: string;
  /** New, used or demo. */
  car_type: CarType;
  /** Availability state. */
  status: CarStatus;
  /** True when status is sold. */
  sold: boolean;
  /** Unix seconds of the sale; null unless sold. */
  sold_date_timestamp: number | null;
  /** Held by a customer's reservation (available cars only). */
  reserved: boolean;
  /**
   * The end (ISO 8601) of a hold paid online, written by the lead API's reservation pass; a feed
   * import keeps the car reserved until then, since the dealer's system learns of the hold later.
   */
  reserved_until?: string | null;
  /** Can be ordered before arrival (coming_soon new cars). */
  preorder: boolean;
  /** Certified pre-owned (used Toyota under 5 years). */
  certified: boolean;
  /** Custom tag such as 'Hot Deal'; null for none. */
  tag: string | null;
  /** ISO 8601 time the car was listed. */
  created_at: string;
  /** Advertised price in dollars; 0 means 'Enquire for price.'. */
  price: number;
  /** Previous price when reduced; null otherwise. */
  before_price: number | null;
  /** Weekly subscription price in dollars; null when not offered. */
  subscription_price: number | null;
  /** Special offer price in dollars; null when none. */
  offer_price: number | null;
  /** How the price is quoted. */
  price_type: PriceType;
  /** Odometer in km. */
  km: number;
  /** Paint name, e.g. 'Glacier White'. */
  colour: string;
  /** Coarse fuel group; null for caravans. */
  simple_fuel: SimpleFuel | null;
  /** Fuel type, e.g. 'Premium Unleaded Petrol'; null for caravans (facet). */
  fuel: string | null;
  /** Body key (SPEC §9 body type or 'motorcycle'). */
  simple_body: VehicleBody;
  /** Drive description, e.g. 'All Wheel Drive'; null for caravans (facet). */
  drive: string | null;
  /** Coarse drive group; null for caravans. */
  simple_drive: SimpleDrive | null;
  /** Seat count; 0 for towed caravans (see sleeps). */
  seats: number;
  /** Door count; 0 for motorcycles and towed caravans. */
  doors: number;
  /** Transmission kind, 'Automatic' or 'Manual'; null for caravans (facet). */
  transmission: string | null;
  /** Detailed transmission, e.g. '8 Speed Automatic'; null for caravans. */
  trans: string | null;
  /** Short transmission label; null for caravans. */
  simple_transmission: SimpleTransmission | null;
  /** Dealer stock number. */
  stocknum: string;
  /** 17-character VIN. */
  vin: string;
  /** Registration plate; null when unregistered (new). */
  regplate: string | null;
  /** Registration expiry date (YYYY-MM-DD); null when unregistered. */
  rego_expiry: string | null;
  /** Compliance date (YYYY-MM). */
  compliance_date: string;
  /** Build date (YYYY-MM). */
  build_date: string;
  /** Engine capacity in cc; 0 when none. */
  engine_size: number;
  /** Engine capacity in litres; 0 when none. */
  engine_size_litres: number;
  /** Cylinder count; 0 when none. */
  cylinders: number;
  /** Page views so far. */
  views: number;
  /** True on a demo dealer's generated sample car, never on a feed's: seeding replaces only these, an import replaces them. */
  sample_stock?: boolean;
  /**
   * Set on a sold car once its sale is older than the dealer's sold window (src/search/soldListings.ts):
   * public search tokens hide it, since a token's own sold cutoff is fixed when it is minted.
   */
  sold_listing_ended?: boolean;
  /** Dealer comments; '|' separates paragraphs; may be empty. */
  dealercomments: string;
  /** Long listing title as used on carsales. */
  carsales_title: string;
  /** Number of images. */
  photos_count: number;
  /** Thumbnail urls, same order as images. */
  thumbnails: string[];
  /** Full-size images. */
  images: { url: string }[];
  /** First image url. */
  primary_image_url: string;
  /** Car history report link; null when none. */
  file: string | null;
  /** Standard equipment list. */
  standardEquipment: string[];
  /** Owning dealership id. */
  dealership_id: number;
  /** Owning dealership name (facet). */
  dealership_name: string;
  /** Owning dealership slug. */
  dealership_slug: string;
  /** Sales location the car sits at. */
  location: CarLocation;
  /** Location id. */
  location_id: number;
  /** Location name (facet). */
  location_name: string;
  /** Location city (facet). */
  city: string;
  /** Location state code (facet). */
  state: string;
  /** Suburb shown for the car. */
  private_suburb: string | null;
  /** Postcode shown for the car. */
  private_postcode: string | null;
  /** Has an NVIC vehicle-data code (enables personalised finance). */
  has_nvic: boolean;
  /** False hides the car from the dealer website. */
  show_on_dealer_website: boolean;
  /** Processors able to take a reservation deposit. */
  payment_processors: PaymentProcessor[];
  /** Finance estimates keyed by provider. */
  finance_lenders: Partial<Record<FinanceProvider, FinanceLender>>;
  /** Market valuation; null when not valued. */
  autograb_data: AutograbData | null;
  /** Technical specs; null for towed caravans. */
  variant: Variant | null;
  /** Caravan body width in mm; null unless caravan. */
  body_width: number | null;
  /** Caravan body length in mm; null unless caravan. */
  body_length: number | null;
  /** Caravan tare weight in kg; null unless caravan. */
  tare_weight: number | null;
  /** Caravan axle type, e.g. 'Tandem'; null unless caravan. */
  axle_type: string | null;
  /** Caravan berths; null unless caravan. */
  sleeps: number | null;
  /** Caravan aggregate trailer mass in kg; null unless caravan. */
  aggregate_trailer_mass: number | null;
  /** Car, motorcycle or caravan (facet). */
  item_type: ItemType;
  /** Display body name, e.g. 'SUV' (facet). */
  body: string;
  /** Menu categories, e.g. ['SUVs & 4WDs'] (facet). */
  categories: string[];
  /** Searchable feature names (facet). */
  filtered_features: string[];
  /** Price bucket, e.g. '20000-30000'; null when price is 0 (facet). */
  price_range: string | null;
  /** Weekly repayment bucket, e.g. '100-150'; null when price is 0 (facet). */
  weekly_price_range: string | null;
  /** Make slug, e.g. 'toyota'. */
  manufacturer_slug: string;
  /** Model slug, e.g. 'landcruiser-prado'. */
  model_slug: string;
  /** created_at as unix seconds. */
  created_at_timestamp: number;
  /** True when file is set. */
  has_file: boolean;
}
