import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MENUS_CHANGED,
  pagesToRender,
  planPages,
  ROUTE_KIND_OF,
  type PagePlan,
} from '../../scripts/incremental/pagePlan.ts';
import { snapshotOf, type SnapshotCar } from '../../scripts/incremental/stockSnapshot.ts';
import { changedLine, differenceLine } from '../../scripts/incremental/changedLine.ts';

const car = (id: number, over: Partial<SnapshotCar> & { price?: number } = {}): SnapshotCar & { price: number } => ({
  id,
  slug: `2020-toyota-camry-${id}`,
  make: 'Toyota',
  model: 'Camry',
  body: 'Sedan',
  item_type: 'car',
  car_type: 'used',
  status: 'in_stock',
  price: 20_000,
  ...over,
});
const stock = [car(1), car(2), car(3, { model: 'Corolla', slug: '2021-toyota-corolla-3', body: 'Hatch' })];
const last = { code: 'c1', snapshot: snapshotOf(stock) };
const pages = (plan: PagePlan) => (plan.kind === 'pages' ? plan : expect.unreachable(plan.reason));

const site = [
  { pathname: '/', component: 'src/pages/index.astro' },
  { pathname: '/cars/2020-toyota-camry-1', component: 'src/pages/cars/[slug]/index.astro' },
  { pathname: '/cars/2020-toyota-camry-1/checkout', component: 'src/pages/cars/[slug]/[reserve].astro' },
  { pathname: '/cars/2020-toyota-camry-2', component: 'src/pages/cars/[slug]/index.astro' },
  { pathname: '/cars/trade-in', component: 'src/pages/cars/trade-in.astro' },
  { pathname: '/search/toyota', component: 'src/pages/search/[...path].astro' },
  { pathname: '/feeds/vehicles.xml', component: 'src/pages/feeds/vehicles.xml.ts' },
  { pathname: '/careers', component: 'src/pages/careers.astro' },
  { pathname: '/models/camry', component: 'src/pages/models/[model].astro' },
];

describe('the page planner', () => {
  it('renders a repriced car’s own pages, every listing and the feeds, and nothing else', () => {
    const plan = pages(planPages(last, snapshotOf([car(1, { price: 18_990 }), stock[1]!, stock[2]!]), 'c1'));
    expect(plan).toMatchObject({ render: ['2020-toyota-camry-1'], everyPage: null, carsChanged: 1 });
    const chosen = pagesToRender(plan, site);
    expect('pages' in chosen && chosen.pages.map((p) => p.pathname)).toEqual([
      '/',
      '/cars/2020-toyota-camry-1',
      '/cars/2020-toyota-camry-1/checkout',
      '/search/toyota',
      '/feeds/vehicles.xml',
    ]);
  });

  it('renders a new car and counts one that left the listing (its pages go by the listing)', () => {
    const plan = pages(planPages(last, snapshotOf([stock[0]!, stock[2]!, car(4)]), 'c1'));
    expect(plan).toMatchObject({ render: ['2020-toyota-camry-4'], carsChanged: 2 });
    expect(plan.changes.map((c) => [c.before?.make ?? null, c.after?.make ?? null])).toEqual([
      [null, ['Toyota']],
      [['Toyota'], null],
    ]);
  });

  it('renders a car whose slug changed at its new slug', () => {
    const moved = car(2, { slug: '2020-toyota-camry-hybrid-2' });
    const plan = pages(planPages(last, snapshotOf([stock[0]!, moved, stock[2]!]), 'c1'));
    expect(plan.render).toEqual(['2020-toyota-camry-hybrid-2']);
  });

  it('renders nothing when the stock is the same', () => {
    const plan = pages(planPages(last, snapshotOf([...stock].reverse()), 'c1'));
    expect(plan.carsChanged).toBe(0);
    expect(pagesToRender(plan, site)).toEqual({ pages: [] });
  });

  it('says "whole dealer" and why when it cannot be sure', () => {
    const now = snapshotOf(stock);
    expect(planPages({ code: null, snapshot: null }, now, 'c1')).toEqual({
      kind: 'whole',
      reason: 'no renderer kept from an earlier build',
    });
    expect(planPages(last, now, 'c2')).toEqual({ kind: 'whole', reason: 'the code changed since the last build' });
    expect(planPages({ code: 'c1', snapshot: null }, now, 'c1')).toEqual({
      kind: 'whole',
      reason: 'no stock snapshot of the last build',
    });
  });

  it('renders every page when the menus change, and says why', () => {
    // A new model in stock reaches every page through the menus.
    const newModel = snapshotOf([...stock, car(9, { model: 'RAV4', slug: '2022-toyota-rav4-9', body: 'SUV' })]);
    const plan = pages(planPages(last, newModel, 'c1'));
    expect(plan).toMatchObject({ everyPage: MENUS_CHANGED, carsChanged: 1 });
    expect(MENUS_CHANGED).toBe('the makes, models or bodies in stock changed and every menu lists them');
    expect(pagesToRender(plan, site)).toEqual({ pages: site });
    // A used Camry turning new changes the models with new stock (the menus' "in stock" marks).
    const turnedNew = pages(planPages(last, snapshotOf([car(1, { car_type: 'new' }), stock[1]!, stock[2]!]), 'c1'));
    expect(turnedNew.everyPage).toBe(MENUS_CHANGED);
    // A new price of a model already in stock leaves the menus alone.
    const repriced = pages(planPages(last, snapshotOf([car(1, { price: 1 }), stock[1]!, stock[2]!]), 'c1'));
    expect(repriced.everyPage).toBeNull();
  });

  it('makes a page whose route has no rule a whole build', () => {
    const plan = pages(planPages(last, snapshotOf([car(1, { price: 1 }), stock[1]!, stock[2]!]), 'c1'));
    expect(pagesToRender(plan, [...site, { pathname: '/new', component: 'src/pages/new.astro' }])).toEqual({
      unknown: 'src/pages/new.astro',
    });
  });

  it('knows the kind of every route under src/pages', () => {
    const root = join(import.meta.dirname, '../..');
    const routes = readdirSync(join(root, 'src/pages'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .sort();
    expect(routes.filter((route) => ROUTE_KIND_OF[route] === undefined)).toEqual([]);
    expect(Object.keys(ROUTE_KIND_OF).sort()).toEqual(routes);
  });
});

describe('which search pages a car change reaches', () => {
  // Four makes so no single change moves the menus; prices spread so the ranges hold.
  const fleet = [
    car(1, { price: 20_000 }),
    car(2, { price: 30_000 }),
    car(3, { make: 'Mazda', model: 'CX-5', slug: '2022-mazda-cx-5-3', body: 'SUV', price: 10_000 }),
    car(4, { make: 'Mazda', model: 'CX-5', slug: '2022-mazda-cx-5-4', body: 'SUV', price: 40_000 }),
    car(5, { make: 'Toyota', model: 'Corolla', slug: '2021-toyota-corolla-5', body: 'Hatch' }),
  ];
  const before = { code: 'c1', snapshot: snapshotOf(fleet) };
  const search = (pathname: string, refinements: Record<string, string[]>) => ({
    pathname,
    component: 'src/pages/search/[...path].astro',
    refinements,
  });
  const searchPages = [
    search('/search/new-used-and-demo-cars', {}),
    search('/search/toyota', { make: ['Toyota'] }),
    search('/search/toyota/camry', { make: ['Toyota'], model: ['Camry'] }),
    search('/search/toyota/corolla', { make: ['Toyota'], model: ['Corolla'] }),
    search('/search/mazda', { make: ['Mazda'] }),
    search('/search/mazda/cx-5', { make: ['Mazda'], model: ['CX-5'] }),
    search('/search/suv-cars', { body: ['SUV'] }),
    search('/search/new-cars', { car_type: ['new'] }),
  ];
  const reached = (next: SnapshotCar[]) => {
    const plan = pages(planPages(before, snapshotOf(next), 'c1'));
    const chosen = pagesToRender(plan, searchPages);
    return 'pages' in chosen ? chosen.pages.map((p) => p.pathname) : chosen.unknown;
  };

  it('a new price (within the stock’s bounds) reaches only the pages that list the car', () => {
    expect(reached([car(1, { price: 21_000 }), ...fleet.slice(1)])).toEqual([
      '/search/new-used-and-demo-cars',
      '/search/toyota',
      '/search/toyota/camry',
    ]);
  });

  it('a car leaving reaches the pages counting it beside one refinement', () => {
    // The Mazda page lists Toyota beside it; the Corolla page lists the Camry among Toyota's models.
    expect(reached([fleet[0]!, ...fleet.slice(2)])).toEqual([
      '/search/new-used-and-demo-cars',
      '/search/toyota',
      '/search/toyota/camry',
      '/search/toyota/corolla',
      '/search/mazda',
      '/search/suv-cars',
      '/search/new-cars',
    ]);
  });

  it('a price past the stock’s highest moves every slider, so every search page', () => {
    expect(reached([car(1, { price: 90_000 }), ...fleet.slice(1)])).toHaveLength(searchPages.length);
  });
});

describe('the lines an incremental build prints', () => {
  it('names pages and cars, or the whole dealer and why', () => {
    expect(
      changedLine('hobart-toyota', { seconds: 1.44, incremental: { pages: 7, carsChanged: 2, everyPage: null } }),
    ).toBe(`↻ ${'hobart-toyota'.padEnd(24)} 7 pages (2 cars changed) 1.4 s`);
    const every = { pages: 553, carsChanged: 1, everyPage: MENUS_CHANGED };
    expect(changedLine('hobart-toyota', { seconds: 8.06, incremental: every })).toBe(
      `↻ ${'hobart-toyota'.padEnd(24)} 553 pages (1 car changed; every page: the makes, models or bodies in stock changed and every menu lists them) 8.1 s`,
    );
    expect(changedLine('hobart-toyota', { seconds: 9.8, wholeReason: 'the code changed since the last build' })).toBe(
      `↻ ${'hobart-toyota'.padEnd(24)} whole dealer: the code changed since the last build 9.8 s`,
    );
    expect(changedLine('hobart-toyota', { seconds: 9.8 }, 'config changed')).toBe(
      `↻ ${'hobart-toyota'.padEnd(24)} whole dealer: config changed 9.8 s`,
    );
    expect(differenceLine(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe(
      'incremental build differs from a whole build in 7 files: a, b, c, d, e and 2 more',
    );
  });
});
