import * as v from 'valibot';
import { ACTION_BUTTONS } from '../../domain/flags.ts';
import { flag } from '../flag.ts';
import { NonNegative } from '../primitives.ts';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const vehicleFlags = {
  actionButtons: flag(
    v.pipe(v.array(v.picklist(ACTION_BUTTONS)), v.minLength(1)),
    'Car page action buttons, in order (each still obeys its own eligibility rule).',
    '§2 Vehicle page action buttons (set varies per dealer)',
  ),
  financeButtonText: flag(
    v.picklist(['Finance Enquiry', 'Get Finance Quote']),
    'Label of the finance action button.',
    "§2 Vehicle page, §9 finance button text 'Finance Enquiry'",
  ),
  reserveButtonText: flag(
    v.picklist(['Reserve Car Now', 'Reserve Now']),
    'Label of the reserve button.',
    '§2 Vehicle page',
  ),
  reserveDeposit: flag(
    NonNegative,
    'Reserve deposit in dollars (0 hides the amount).',
    '§5 reserve amount, §9 deposit default $200',
  ),
  compareFavouriteRule: flag(
    v.picklist(['available', 'used-priced-with-image']),
    'When compare and favourite show: any available car, or only used cars with a price above 0 and an image.',
    '§5 Compare and favourite (on some dealers only used cars with price and image)',
  ),
  favouriteStorage: flag(
    v.boolean(),
    'Favourites are stored in the browser (compare and favourite hidden when off).',
    '§5 otherwise only when favourite storage is enabled',
  ),
  watchlist: flag(v.boolean(), 'Signed-in watchlist (garage_enabled).', '§3 garage_enabled, §4 Watchlist'),
  showActionsAndLicences: flag(
    v.boolean(),
    'Shows action buttons and licence details.',
    '§6 a show flag controls action buttons and licence details',
  ),
  subscriptionPricing: flag(
    v.boolean(),
    'Shows subscription prices (price display mode subscription).',
    '§4 price display modes',
  ),
  businessHoursTimeZone: flag(
    v.pipe(v.string(), v.check(isTimeZone, 'an IANA time zone such as "Australia/Perth"')),
    'IANA time zone in which business hours decide whether Call Now shows: Perth by SPEC §4 (one rule for the whole network). A dealer whose phones are answered on its own local hours sets its zone.',
    '§4 business hours checked in the Perth time zone',
  ),
  historyReport: flag(
    v.boolean(),
    'Offers the car history report download (only for cars with a file).',
    '§2 Car History Report (only if the car has a file)',
  ),
  photoUrlTemplate: flag(
    v.nullable(
      v.pipe(
        v.string(),
        v.check(
          (t) => t.includes('{width}') && /\{(src|path|url)\}/.test(t),
          'a template with {width} and {src}, {path} or {url}',
        ),
      ),
    ),
    "How a photo's URL at a width is made for the dealer's image host, with {src} (the URL as listed), {path}, {url} (absolute), {width}, {quality}, {format}; none: the listed URL with width, quality and format parameters.",
    '§7 Images from a cloud image host (width, quality default 75, format)',
  ),
};

export const VehicleFlags = v.strictObject(vehicleFlags);
