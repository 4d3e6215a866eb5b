import { stringList, versionedAtom, type VersionedSpec } from './versioned.ts';

/** Analytics id of a favourite (SPEC §7: save 39, §9 form event ids: 39 favourite). */
export const FAVOURITE_EVENT_ID = 39;

export const FAVOURITES_SPEC: VersionedSpec<string[]> = {
  key: 'dealer:favourites',
  version: 1,
  schema: stringList(200),
  migrate: stringList(200), // the unversioned slug list of the first release
};

/** Favourited car slugs in browser storage (SPEC §3 browser storage), synced across tabs. */
export const $favourites = versionedAtom(FAVOURITES_SPEC, []);
type DataLayer = Record<string, unknown>[];

/** Adds or removes a car (SPEC §4); adding records event 39, removing records nothing (the favourite is dropped). */
export function toggleFavourite(slug: string): boolean {
  const list = $favourites.get();
  const adding = !list.includes(slug);
  $favourites.set(adding ? [...list, slug] : list.filter((s) => s !== slug));
  if (adding)
    ((window as { dataLayer?: DataLayer }).dataLayer ??= []).push({
      event: 'favourite_added',
      event_id: FAVOURITE_EVENT_ID,
      car_id: slug,
    });
  return adding;
}
