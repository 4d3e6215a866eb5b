import type { FeedField } from '../../../src/config/areas/feed.ts';

/** A published vehicle feed standard as data: where its records are, its columns and its words. */
export interface FeedPreset {
  /** XML: the path of the element that holds one vehicle. */
  recordPath: string;
  /** Car field → the standard's column (flattened names: `g:` prefixes dropped, `mileage` as "value unit"). */
  columns: Partial<Record<FeedField, string | readonly string[]>>;
  /** Car field → the standard's words (any case) → what they mean. */
  values: Partial<Record<FeedField, Readonly<Record<string, string>>>>;
  constants: Partial<Record<FeedField, string>>;
  /** The column naming the dealership or store; read through the dealer's values.dealership_id or values.location_id. */
  placeColumn: string;
  /** The field that identifies a car in the standard (its own ids are text, not whole numbers). */
  key: 'stocknum' | 'vin';
  /** Fields a dealer's own export must carry that the standard makes optional: the header may lack them. */
  optional: readonly FeedField[];
  /** Cars the standard leaves out of the feed while they are still for sale. */
  leftOut: LeftOut;
}

/**
 * Cars a published feed leaves out while they are still for sale, and why: both standards require a
 * price, so a price-on-application car is not in the feed. The import keeps such a car as it was
 * (never marks it sold) when the feed stops listing it.
 */
export interface LeftOut {
  /** How the import's summary names the reason. */
  reason: string;
  /** The car's last indexed price: at or below this it has none (SPEC §5: shown as enquire for price). */
  maxPrice: number;
}

/** Drivetrain words both standards use. */
export const DRIVE_WORDS: Readonly<Record<string, string>> = {
  fwd: 'FWD',
  rwd: 'RWD',
  awd: 'AWD',
  '4wd': '4WD',
  '4x4': '4WD',
  four_wd: '4WD',
  two_wd: '',
  other: '',
  none: '',
};

/** Fuel words both standards use. */
export const FUEL_WORDS: Readonly<Record<string, string>> = {
  gasoline: 'Petrol',
  petrol: 'Petrol',
  flex: 'Petrol',
  diesel: 'Diesel',
  electric: 'Electric',
  hybrid: 'Hybrid',
  plugin_hybrid: 'Hybrid',
  'plug-in hybrid': 'Hybrid',
  other: '',
  none: '',
};

/** Gearbox words both standards use. */
export const TRANSMISSION_WORDS: Readonly<Record<string, string>> = {
  automatic: 'Auto',
  manual: 'Manual',
  other: '',
  none: '',
};
