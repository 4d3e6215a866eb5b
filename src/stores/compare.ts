import { stringList, versionedAtom, type VersionedSpec } from './versioned.ts';

/** Cars side by side on /compare (SPEC: 2 to 4); the oldest pick drops out past this many. */
export const COMPARE_LIMIT = 4;

export const COMPARE_SPEC: VersionedSpec<string[]> = {
  key: 'dealer:compare',
  version: 1,
  schema: stringList(COMPARE_LIMIT),
  migrate: stringList(COMPARE_LIMIT),
};

/** Cars picked for comparison, synced across tabs. */
export const $compare = versionedAtom(COMPARE_SPEC, []);

/** Adds or removes a car from the comparison. */
export function toggleCompare(slug: string): boolean {
  const list = $compare.get();
  const next = list.includes(slug) ? list.filter((s) => s !== slug) : [...list, slug].slice(-COMPARE_LIMIT);
  $compare.set(next);
  return next.includes(slug);
}
