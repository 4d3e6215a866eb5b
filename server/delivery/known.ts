/**
 * What the platform itself knows about a lead's place: the dealer's own page, its dealerships and
 * locations by name from config. Shopper text never becomes a link or a vendor field; only these.
 */

const num = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** A dealership and location as config has them (FormSettings carries both lists). */
export interface KnownPlaces {
  dealerships: readonly { id: number; slug: string; name: string }[];
  locations: readonly { id: number; name: string; dealershipSlug: string }[];
}

/** A postal address, phone and time zone from config: the dealer's, or one location's. */
export interface PlaceContact {
  phone: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  /** IANA zone (the location's own, else its state's). */
  timeZone: string;
}

/** Every location's contact (hidden ones too: a lead may name one) and the dealer's own. */
export interface KnownContacts {
  dealer: PlaceContact;
  locations: readonly (PlaceContact & { id: number; dealershipSlug: string })[];
}

/**
 * Where the lead's dealership is reached: the chosen location, else the dealership's first
 * location, else the dealer's own address (config only).
 */
export function contactOf(
  data: Record<string, unknown>,
  contacts: KnownContacts,
  dealershipSlug: string | undefined,
): PlaceContact {
  const id = num(data.location_id);
  return (
    contacts.locations.find((l) => l.id === id) ??
    contacts.locations.find((l) => l.dealershipSlug === dealershipSlug) ??
    contacts.dealer
  );
}

/** The lead's "Sent from" address when it is a page on the dealer's own origin over https, else null. */
export function ownPageUrl(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value);
    const own = new URL(origin);
    return url.protocol === 'https:' && url.origin === own.origin && url.username === '' && url.password === ''
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/**
 * Text a mail client would turn into a link, made inert for reading: "https://evil.example" reads
 * "https[:]//evil[.]example". Used for shopper text shown where a dealer might click it.
 */
export const defanged = (text: string) => text.replace(/:\/\//g, '[:]//').replace(/\./g, '[.]');

/** The configured location the lead names by id, or undefined. */
export function knownLocation(data: Record<string, unknown>, places: KnownPlaces) {
  const id = num(data.location_id);
  return id === undefined ? undefined : places.locations.find((l) => l.id === id);
}

/**
 * The configured dealership a lead is for: the car's own (from the stock index), else the one the
 * car lead names by id, else the one chosen by slug, else the location's. Never the shopper's words.
 */
export function knownDealership(
  data: Record<string, unknown>,
  places: KnownPlaces,
  carDealershipId?: number,
): { id: number; slug: string; name: string } | undefined {
  const byId = (id: number | undefined) => (id === undefined ? undefined : places.dealerships.find((d) => d.id === id));
  const bySlug = (slug: string | undefined) =>
    slug === undefined ? undefined : places.dealerships.find((d) => d.slug === slug);
  return (
    byId(carDealershipId) ??
    byId(num(data.car_dealership_id)) ??
    bySlug(text(data.dealership_slug)) ??
    bySlug(text(data.preferredDealership)) ??
    bySlug(knownLocation(data, places)?.dealershipSlug)
  );
}
