import { locationSlug } from './slug.ts';

export interface LocationLike {
  name: string;
  slug?: string | undefined;
  visible: boolean;
  dealership_slug: string;
  primary: boolean;
}

/** A location's page slug: its own, else from the name (SPEC §2 Locations). */
export const slugOfLocation = (location: Pick<LocationLike, 'name' | 'slug'>) =>
  location.slug ?? locationSlug(location.name);

/** SPEC §4/§9: hidden (visible false) locations dropped; sorted by name unless the dealer keeps a custom order. */
export function shownLocations<L extends LocationLike>(locations: readonly L[], customOrder: boolean): L[] {
  const visible = locations.filter((l) => l.visible);
  return customOrder ? visible : visible.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** SPEC §9 card columns by count on wide screens: fewer than 3 fill the row, exactly 6 as two rows of 3, over 3 in fours. */
export function locationCardColumns(count: number): number {
  if (count < 3) return Math.max(count, 1);
  if (count === 6) return 3;
  return count > 3 ? 4 : 3;
}

/** SPEC §2 /locations/{slug or dealership_slug}: the location each path shows (a dealership shows its primary location). */
export function locationPathTargets<L extends LocationLike>(locations: readonly L[]): Map<string, L> {
  const targets = new Map<string, L>();
  for (const l of locations.filter((x) => x.visible)) targets.set(slugOfLocation(l), l);
  for (const l of locations.filter((x) => x.visible)) {
    const current = targets.get(l.dealership_slug);
    if (!current || (l.primary && !current.primary && current.dealership_slug === l.dealership_slug))
      targets.set(l.dealership_slug, l);
  }
  return targets;
}
