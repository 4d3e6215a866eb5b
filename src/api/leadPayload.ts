/** A car as the forms need it: serialisable, the app's own shape. */
export interface FormCar {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  carType: 'new' | 'used' | 'demo';
  status: string;
  price: number;
  stockNumber: string;
  dealershipId: number;
  dealershipSlug: string;
  /** The car's location (SPEC §3 location_id, location_name), sent with car-form leads. */
  locationId: number;
  locationName: string;
  manufacturerSlug: string;
  image: string | null;
  tag: string | null;
}

/** What the browser knows about the visit, added on a form's first step (SPEC §7). */
export interface VisitContext {
  url: string;
  userAgent: string;
  visitedPages: string[];
  linkedQueryParams: Record<string, string>;
}

const OPTION_PREFIX = 'option:';

/**
 * Form values to the lead body: ticked `option:<label>` checkboxes become additional_services,
 * fields ending `_radio_options` are dropped, empty strings are left out (SPEC §5).
 */
export function toLeadPayload(values: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  const services: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (key.endsWith('_radio_options')) continue;
    if (key.startsWith(OPTION_PREFIX)) {
      if (value === true) services.push(key.slice(OPTION_PREFIX.length));
      continue;
    }
    if (value === '' || value === undefined || value === null) continue;
    payload[key] = value;
  }
  if (services.length > 0) payload.additional_services = services;
  return payload;
}

/** SPEC §3 page_id: the path of the page the lead was sent from. */
function pageId(url: string): string {
  try {
    return new URL(url).pathname.slice(0, 200);
  } catch {
    return '';
  }
}

/** The first step's additions: url, source, user_agent, the car and lead_attributes (SPEC §7). */
export function withVisit(
  payload: Record<string, unknown>,
  visit: VisitContext,
  car: FormCar | null,
): Record<string, unknown> {
  return {
    ...payload,
    url: visit.url,
    page_id: pageId(visit.url),
    source: 'Website',
    user_agent: visit.userAgent.slice(0, 500),
    ...(car
      ? {
          car_id: car.slug,
          car_dealership_id: car.dealershipId,
          dealership_slug: car.dealershipSlug,
          location_id: car.locationId,
          ...(car.locationName ? { location: car.locationName } : {}),
          car_type: car.carType,
          vehicle_status: car.status,
          stock_number: car.stockNumber,
          manufacturer_slug: car.manufacturerSlug,
          'Vehicle Make': car.make,
          'Vehicle Model': car.model,
        }
      : {}),
    lead_attributes: { visited_pages: visit.visitedPages.slice(-50), linked_query_params: visit.linkedQueryParams },
  };
}

/**
 * "$25,000" → 25000, "25000.50" → 25000.5 (cents kept, never rounded: an offer is the shopper's exact
 * figure); null when no amount.
 */
export function parseMoney(text: string): number | null {
  const digits = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(digits)) return null;
  return Number(digits);
}
