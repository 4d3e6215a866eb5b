import { locationSlug } from '../../src/domain/slug.ts';
import type { StockPlace } from '../../src/stock/derived.ts';
import { expectedFound } from '../../src/config/expectedFound.ts';

/** What the importer needs of a dealer: its dealerships and their locations (from locations.json). */
export interface DealerStockPlaces {
  dealerships: readonly { id: number; slug: string; name: string }[];
  locations: readonly {
    id: number;
    name: string;
    slug?: string | undefined;
    dealership_id: number;
    primary: boolean;
    /** false: hidden from shoppers (SPEC §4); its cars are listed at the dealership's shown location. */
    visible?: boolean;
    location_type: string;
    address: { city: string; state: string; postcode: string };
    contact_detail: { phone: string };
  }[];
}

export type PlaceResult = { ok: true; place: StockPlace } | { ok: false; field: string; message: string };

/**
 * The dealership a row names; none: the dealership of the row's location, else the dealer's only
 * dealership. A dealership that is not this dealer's is rejected (tenant isolation starts at the write).
 */
function dealershipOf(
  dealer: DealerStockPlaces,
  dealershipId: number | null,
  locationId: number | null,
): { ok: true; dealership: DealerStockPlaces['dealerships'][number] } | { ok: false; field: string; message: string } {
  const ids = dealer.dealerships.map((d) => d.id).join(', ');
  const byLocation = dealer.locations.find((l) => l.id === locationId)?.dealership_id;
  const only = dealer.dealerships.length === 1 ? dealer.dealerships[0]!.id : undefined;
  const id = dealershipId ?? byLocation ?? only;
  const dealership = dealer.dealerships.find((d) => d.id === id);
  if (dealership) return { ok: true, dealership };
  if (id === undefined) {
    return {
      ok: false,
      field: 'dealership_id',
      message: `required: this dealer has several dealerships (${ids}); map a column to dealership_id or location_id (a google or meta preset: each store_code or dealer_id under feed.values.location_id)`,
    };
  }
  return {
    ok: false,
    field: 'dealership_id',
    message: expectedFound(`one of this dealer's dealerships (${ids})`, String(id)),
  };
}

/**
 * The dealership and location a row belongs to (see dealershipOf); no location_id means the
 * dealership's primary sales location.
 */
export function placeOf(
  dealer: DealerStockPlaces,
  dealershipId: number | null,
  locationId: number | null,
): PlaceResult {
  const found = dealershipOf(dealer, dealershipId, locationId);
  if (!found.ok) return found;
  const { dealership } = found;
  const ownId = dealership.id;
  const own = dealer.locations.filter((l) => l.dealership_id === ownId);
  const shown = own.filter((l) => l.visible !== false);
  const sales = shown.filter((l) => l.location_type === 'sales' || l.location_type === '');
  const fallback = sales.find((l) => l.primary) ?? sales[0] ?? shown.find((l) => l.primary) ?? shown[0];
  const named = locationId === null ? undefined : own.find((l) => l.id === locationId);
  // A car at a hidden location is listed at the dealership's shown location: the hidden one never
  // appears as a car's location or in the Location filter (SPEC §4: a location with visible false is hidden).
  const location = locationId === null ? (fallback ?? own[0]) : named?.visible === false ? (fallback ?? named) : named;
  if (!location) {
    return {
      ok: false,
      field: 'location_id',
      message:
        locationId === null
          ? `dealership ${ownId} has no location in locations.json`
          : expectedFound(`a location of dealership ${ownId} (${own.map((l) => l.id).join(', ')})`, String(locationId)),
    };
  }
  return {
    ok: true,
    place: {
      dealership,
      location: {
        id: location.id,
        name: location.name,
        slug: location.slug ?? locationSlug(location.name),
        city: location.address.city,
        state: location.address.state,
        postcode: location.address.postcode,
        phone: location.contact_detail.phone,
      },
    },
  };
}
