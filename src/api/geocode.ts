import type { LatLng } from '../domain/haversine.ts';
import { lookupPostcode, type PostcodeTable } from '../domain/postcode.ts';

let table: Promise<PostcodeTable | null> | null = null;

/** The site's own offline postcode table (/postcodes.json), fetched once per page. */
function postcodeTable(): Promise<PostcodeTable | null> {
  table ??= fetch('/postcodes.json')
    .then((res) => (res.ok ? (res.json() as Promise<PostcodeTable>) : null))
    .catch(() => null);
  return table;
}

/**
 * Postcode → point: the maps geocoding service when a key is configured, else the offline table.
 * 'not-found' means the lookup ran and found nothing (SPEC §8 'Invalid postcode'); 'unavailable'
 * means it could not run, which must not block a lead.
 */
export async function geocodePostcode(
  postcode: string,
  mapsKey: string | null,
): Promise<LatLng | 'not-found' | 'unavailable'> {
  if (mapsKey) {
    try {
      const url = `https://maps.googleapis.com/maps/api/geocode/json?address=${encodeURIComponent(`${postcode}, Australia`)}&key=${encodeURIComponent(mapsKey)}`;
      const body = (await (await fetch(url)).json()) as { results?: { geometry: { location: LatLng } }[] };
      const first = body.results?.[0];
      return first ? first.geometry.location : 'not-found';
    } catch {
      // fall back to the offline table
    }
  }
  const loaded = await postcodeTable();
  if (!loaded) return 'unavailable';
  return lookupPostcode(loaded, postcode) ?? 'not-found';
}
