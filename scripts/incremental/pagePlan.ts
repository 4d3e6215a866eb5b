import { docHash } from '../import/sync.ts';
import type { CarFacets, StockSnapshot } from './stockSnapshot.ts';

/**
 * Which pages of a dealer's site a stock change touches: the pure planner an incremental build
 * follows. Every page route has one kind here, and each kind one rule; a route the table does not
 * know makes the plan "whole dealer", so a new page is never left stale by being forgotten.
 */
export const ROUTE_KINDS = {
  /** One car's own pages (its page, its checkout or buy-online page): only that car's data. */
  car: 'a car page',
  /**
   * Pages with first results, counts, tiles or slider bounds drawn from the stock. A search page
   * (its refinements known) shows the cars matching all its refinements, and beside each refined
   * attribute the counts of its other values (InstantSearch's disjunctive facets): a car that comes,
   * goes or changes facets touches it when it misses at most one refinement, a car whose other
   * fields change only when it matches. Any other listing (the home page) is rendered on any change.
   */
  listing: 'a stock listing',
  /** The vehicle feeds list every car. */
  feed: 'a vehicle feed',
  /** Content and forms: they read the stock only through the menus (the snapshot's `menus`). */
  fixed: 'a content page',
} as const;
export type RouteKind = keyof typeof ROUTE_KINDS;

/** The kind of every route under src/pages (tests/unit/pagePlan.test.ts checks none is missing). */
export const ROUTE_KIND_OF: Readonly<Record<string, RouteKind>> = {
  'src/pages/cars/[slug]/index.astro': 'car',
  'src/pages/cars/[slug]/[reserve].astro': 'car',
  'src/pages/index.astro': 'listing',
  'src/pages/search/[...path].astro': 'listing',
  'src/pages/used-car/[variant].astro': 'listing',
  'src/pages/new-used-and-demo-cars.astro': 'listing',
  'src/pages/feeds/vehicles.csv.ts': 'feed',
  'src/pages/feeds/vehicles.xml.ts': 'feed',
  'src/pages/404.astro': 'fixed',
  'src/pages/[...page].astro': 'fixed',
  'src/pages/[checkoutJourney].astro': 'fixed',
  'src/pages/[financePath].astro': 'fixed',
  'src/pages/[model]/accessories.astro': 'fixed',
  'src/pages/[model]/index.astro': 'fixed',
  'src/pages/book-test-drive.astro': 'fixed',
  'src/pages/car-finance.astro': 'fixed',
  'src/pages/careers.astro': 'fixed',
  'src/pages/cars/trade-in.astro': 'fixed',
  'src/pages/compare.astro': 'fixed',
  'src/pages/contact-us/[slug].astro': 'fixed',
  'src/pages/contact.astro': 'fixed',
  'src/pages/enquiry/car.astro': 'fixed',
  'src/pages/enquiry/fleet.astro': 'fixed',
  'src/pages/enquiry/index.astro': 'fixed',
  'src/pages/enquiry/service.astro': 'fixed',
  'src/pages/locations/[slug].astro': 'fixed',
  'src/pages/model-art/[body].svg.ts': 'fixed',
  'src/pages/models/[model].astro': 'fixed',
  'src/pages/models/get-quote.astro': 'fixed',
  'src/pages/models/index.astro': 'fixed',
  'src/pages/offers/[id].astro': 'fixed',
  'src/pages/offers/[make]/[id].astro': 'fixed',
  'src/pages/personalised/[page].astro': 'fixed',
  'src/pages/postcodes.json.ts': 'fixed',
  'src/pages/sell-my-car.astro': 'fixed',
  'src/pages/sign-in.astro': 'fixed',
  'src/pages/special-offers.astro': 'fixed',
  'src/pages/success.astro': 'fixed',
  'src/pages/teams/[slug].astro': 'fixed',
  'src/pages/trade-in.astro': 'fixed',
  'src/pages/watchlist.astro': 'fixed',
};

export type PagePlan =
  | { kind: 'whole'; reason: string }
  | {
      kind: 'pages';
      /** Slugs whose car pages are rendered again (new cars and cars whose document changed). */
      render: string[];
      /**
       * Why every page is rendered, or null: each page's menus list the makes, models and bodies in
       * stock, so when those change every page does (still without a whole build's bundling).
       */
      everyPage: string | null;
      /** How many cars were added, changed or removed. */
      carsChanged: number;
      /** Each changed car's facets before and after (null: it was not listed then). */
      changes: CarChange[];
      /** The whole stock's price, year or km bounds moved: every search slider changes. */
      rangesChanged: boolean;
    };

export interface CarChange {
  before: CarFacets | null;
  after: CarFacets | null;
}

/** What the renderer kept from the dealer's last good build, beside that build's stock snapshot. */
export interface LastBuild {
  snapshot: StockSnapshot | null;
  /** The code fingerprint the kept renderer was bundled from, or null when none is kept. */
  code: string | null;
}

export const MENUS_CHANGED = 'the makes, models or bodies in stock changed and every menu lists them';

/**
 * The plan for going from the last good build's stock to the stock now. The pages of cars that
 * left (or whose slug changed) are not in it: the build removes what its listing no longer makes.
 */
export function planPages(last: LastBuild, now: StockSnapshot, code: string): PagePlan {
  if (last.code === null) return { kind: 'whole', reason: 'no renderer kept from an earlier build' };
  if (last.code !== code) return { kind: 'whole', reason: 'the code changed since the last build' };
  if (last.snapshot === null) return { kind: 'whole', reason: 'no stock snapshot of the last build' };
  const before = last.snapshot.cars;
  const render = new Set<string>();
  const changes: CarChange[] = [];
  for (const [id, car] of Object.entries(now.cars)) {
    const was = before[id];
    if (was?.hash === car.hash) continue;
    changes.push({ before: was?.facets ?? null, after: car.facets });
    render.add(car.slug);
  }
  for (const [id, car] of Object.entries(before)) {
    if (now.cars[id]) continue;
    changes.push({ before: car.facets, after: null });
  }
  return {
    kind: 'pages',
    render: [...render].sort(),
    everyPage: last.snapshot.menus === now.menus ? null : MENUS_CHANGED,
    carsChanged: changes.length,
    changes,
    rangesChanged: last.snapshot.ranges !== now.ranges,
  };
}

/** A page of the site as the renderer lists it: its path and the route file that renders it. */
export interface SitePage {
  pathname: string;
  component: string;
  /** A search page's refinements (attribute → values), from its path; absent on other pages. */
  refinements?: Readonly<Record<string, readonly string[]>> | undefined;
}

const carSlugOf = (pathname: string) => /^\/?cars\/([^/]+)(?:\/|$)/.exec(pathname)?.[1] ?? null;

/**
 * The pages a plan renders, or the first page whose route has no kind (then the build is whole).
 * Nothing changed: nothing rendered.
 */
export function pagesToRender<Page extends SitePage>(
  plan: Extract<PagePlan, { kind: 'pages' }>,
  pages: readonly Page[],
): { pages: Page[] } | { unknown: string } {
  if (plan.carsChanged === 0) return { pages: [] };
  const render = new Set(plan.render);
  const chosen: Page[] = [];
  for (const page of pages) {
    const kind = ROUTE_KIND_OF[page.component];
    if (kind === undefined) return { unknown: page.component };
    if (plan.everyPage !== null || ruleOf(kind, page, render, plan)) chosen.push(page);
  }
  return { pages: chosen };
}

/** How many of a page's refinements a car's facets miss (Infinity: the car was not listed). */
function misses(refinements: Readonly<Record<string, readonly string[]>>, facets: CarFacets | null): number {
  if (facets === null) return Infinity;
  let missed = 0;
  for (const [attribute, wanted] of Object.entries(refinements))
    if (!(facets[attribute] ?? []).some((value) => wanted.includes(value))) missed += 1;
  return missed;
}

/** Whether one car's change reaches a search page with these refinements (see ROUTE_KINDS.listing). */
function touchesSearchPage(refinements: Readonly<Record<string, readonly string[]>>, change: CarChange): boolean {
  const closest = Math.min(misses(refinements, change.before), misses(refinements, change.after));
  const facetsMoved =
    change.before === null || change.after === null || docHash(change.before) !== docHash(change.after);
  return closest <= (facetsMoved ? 1 : 0);
}

function ruleOf(
  kind: RouteKind,
  page: SitePage,
  render: ReadonlySet<string>,
  plan: Extract<PagePlan, { kind: 'pages' }>,
): boolean {
  switch (kind) {
    case 'car': {
      const slug = carSlugOf(page.pathname);
      return slug !== null && render.has(slug);
    }
    case 'listing': {
      const { refinements } = page;
      if (refinements === undefined || plan.rangesChanged) return true;
      return plan.changes.some((change) => touchesSearchPage(refinements, change));
    }
    case 'feed':
      return true;
    case 'fixed':
      return false;
    default: {
      const never: never = kind;
      return never;
    }
  }
}
