import { persistentJSON } from '@nanostores/persistent';

/** Cars picked for comparison; the oldest pick drops out past this many. */
export const COMPARE_LIMIT = 3;

export const $compare = persistentJSON<string[]>('dealer:compare', []);

/** Adds or removes a car from the comparison. */
export function toggleCompare(slug: string): boolean {
  const list = $compare.get();
  const next = list.includes(slug) ? list.filter((s) => s !== slug) : [...list, slug].slice(-COMPARE_LIMIT);
  $compare.set(next);
  return next.includes(slug);
}
