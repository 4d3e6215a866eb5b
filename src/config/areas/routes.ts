import * as v from 'valibot';
import { flag } from '../flag.ts';
import { HttpUrl } from '../primitives.ts';

export const routesFlags = {
  reservePath: flag(
    v.picklist(['checkout', 'buy-online']),
    'Reserve page path under /cars/{slug}/.',
    '§2 Car detail: /checkout, or /buy-online in one deployment',
  ),
  financePath: flag(
    v.picklist(['finance', 'finance-enquiry', 'apply-for-finance']),
    'Finance page route: /finance, /finance-enquiry or /apply-for-finance.',
    '§2 Finance (per deployment)',
  ),
  financeGated: flag(
    v.boolean(),
    'Finance is gated behind sign-in; cars with a vehicle-data code use /personalised/finance.',
    '§2 Finance, Gated routes',
  ),
  checkoutGated: flag(
    v.boolean(),
    'Reservation and online purchase need a signed-in shopper, on every route to them and in the lead API; off lets visitors reserve (the brand template).',
    '§2 Gated routes (in deployments that gate them)',
  ),
  onlinePurchase: flag(
    v.boolean(),
    'Online purchase of used cars at /checkout-journey?car_id={slug}.',
    '§2 Car detail, §4 online purchase (dealer flag)',
  ),
  usedCarPaths: flag(
    v.boolean(),
    'Adds the used-only search paths /used-car/list and /used-car/new-cars.',
    '§2 Search paths (used-only variant)',
  ),
  baseDomain: flag(
    v.nullable(HttpUrl),
    'Dealer-network base domain; when set, sell-my-car links to {baseDomain}/sellmycar and service booking to the network booking page.',
    '§2 Trade-in, Other (base-domain setting)',
  ),
  modelPath: flag(
    v.picklist(['make-model', 'new-make-model-vehicle']),
    'Model page URL: models/{make}-{model} or models/new-{make}-{model}-vehicle.',
    '§2 Models (one dealer uses models/new-toyota-{slug}-vehicle)',
  ),
};

export const RoutesFlags = v.strictObject(routesFlags);
