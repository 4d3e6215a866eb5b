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

/** SPEC §2 /contact-us/{location slug} and /teams/{location slug}: the slug from the name, less a trailing Sales, Service or Parts. */
export const contactSlugOf = (location: Pick<LocationLike, 'name'>) => locationSlug(location.name);

/** One contact page: the location it leads with and the other departments sharing its name slug. */
interface ContactPage<L> {
  slug: string;
  main: L;
  others: L[];
}

/** Where a contact page's old path (a location's stored slug) now leads, under the same /contact-us/ or /teams/: the page, at that location's block. */
interface ContactRedirect {
  from: string;
  to: string;
}

/** The id of a location's block on its contact page (an old path's redirect lands on it). */
export const contactBlockId = (location: { id: number }) => `location-${String(location.id)}`;

const leadRank = (l: LocationLike & { location_type?: string }) =>
  l.primary ? 0 : l.location_type === undefined || l.location_type === 'sales' || l.location_type === '' ? 1 : 2;

/**
 * The contact pages of the visible locations: one per name slug (Sales, Service and Parts of one
 * name share it), led by the primary location, else a sales one, else the first; the other
 * departments follow on the same page. A location whose stored slug differs from its page's slug
 * keeps its old path as a redirect to its block there, so no link to the old path breaks.
 */
export function contactPagePlan<L extends LocationLike & { id: number; location_type?: string }>(
  locations: readonly L[],
): { pages: ContactPage<L>[]; redirects: ContactRedirect[] } {
  const groups = new Map<string, L[]>();
  for (const l of locations.filter((x) => x.visible)) {
    const slug = contactSlugOf(l);
    groups.set(slug, [...(groups.get(slug) ?? []), l]);
  }
  const pages = [...groups].map(([slug, members]) => {
    const main = [...members].sort((a, b) => leadRank(a) - leadRank(b))[0]!;
    return { slug, main, others: members.filter((m) => m !== main) };
  });
  const redirects = pages.flatMap((page) =>
    [page.main, ...page.others]
      .filter((l) => l.slug !== undefined && l.slug !== page.slug && !groups.has(l.slug))
      .map((l) => ({
        from: l.slug!,
        to: l === page.main ? `${page.slug}/` : `${page.slug}/#${contactBlockId(l)}`,
      })),
  );
  return { pages, redirects };
}
