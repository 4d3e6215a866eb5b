import { describe, expect, it } from 'vitest';
import { parseRange, parseSearchUrl } from '../../src/search/parseSearchUrl.ts';
import { routeToUiState, uiStateToRoute } from '../../src/search/routeUiState.ts';
import { emptyRoute, MAX_PAGE, type SearchRoute } from '../../src/search/searchRoute.ts';
import { routeVocabulary, searchUrl } from '../../src/search/searchUrl.ts';
import { searchPagePaths } from '../../src/search/searchVocabulary.ts';

const vocab = routeVocabulary(
  [
    { make: 'Toyota', model: 'RAV4' },
    { make: 'Toyota', model: 'LandCruiser Prado' },
    { make: 'Mercedes-Benz', model: 'C-Class' },
    { make: 'Yamaha', model: 'MT-07' },
  ],
  ['SUV', 'Ute', 'People Mover', 'Motorcycle'],
  ['car', 'motorcycle', 'caravan'],
);

const parse = (href: string) => {
  const url = new URL(href, 'https://dealer.example');
  return parseSearchUrl({ pathname: url.pathname, search: url.search }, vocab);
};
const route = (patch: Partial<SearchRoute>): SearchRoute => ({ ...emptyRoute(), ...patch });

describe('parseSearchUrl: paths of SPEC §2', () => {
  it.each([
    ['/search/new-used-and-demo-cars', {}],
    ['/search/new-used-and-demo-cars/', {}],
    ['/new-used-and-demo-cars', {}],
    ['/search/used-cars', { car_type: ['used'] }],
    ['/search/new-cars/', { car_type: ['new'] }],
    ['/search/demo-cars', { car_type: ['demo'] }],
    ['/search/new-and-demo-cars', { car_type: ['new', 'demo'] }],
    ['/search/suv-cars', { body: ['SUV'] }],
    ['/search/people-mover-cars/', { body: ['People Mover'] }],
    ['/search/motorcycle-cars', { item_type: ['motorcycle'] }],
    ['/search/caravan-cars', { item_type: ['caravan'] }],
    ['/search/toyota', { make: ['Toyota'] }],
    ['/search/mercedes-benz/c-class/', { make: ['Mercedes-Benz'], model: ['C-Class'] }],
    ['/search/toyota/landcruiser-prado', { make: ['Toyota'], model: ['LandCruiser Prado'] }],
    ['/used-car/list', { car_type: ['used'] }],
    ['/used-car/new-cars/', { car_type: ['new'] }],
  ])('%s', (path, refinements) => {
    expect(parse(path)).toEqual(route({ refinements }));
  });

  it('ignores the root path with no parameters and other pages', () => {
    expect(parse('/')).toBeNull();
    expect(parse('/cars/2021-toyota-rav4')).toBeNull();
    expect(parse('/used-car/elsewhere')).toBeNull();
  });
});

describe('parseSearchUrl: query string of SPEC §2', () => {
  it('reads query, page, sortBy, refinementList and range with $ and commas stripped', () => {
    expect(
      parse(
        '/search/used-cars?query=%20hilux%20&page=3&sortBy=price-asc&refinementList[colour][0]=White&refinementList[colour][1]=Black' +
          '&range[price]=$5,000:$20,000&range[km]=:80000&refinementList[dealership_slug][0]=harbour-kia-canberra',
      ),
    ).toEqual(
      route({
        query: 'hilux',
        page: 3,
        sortBy: 'price-asc',
        refinements: { car_type: ['used'], colour: ['White', 'Black'], dealership_slug: ['harbour-kia-canberra'] },
        ranges: { price: { min: 5000, max: 20000 }, km: { min: null, max: 80000 } },
      }),
    );
  });

  it('reads refinementList and range keys with brackets raw or encoded as %5B/%5D alike', () => {
    const raw = parse('/search/new-used-and-demo-cars/?refinementList[item_type][0]=caravan&range[price]=:20000');
    expect(raw).toEqual(
      route({ refinements: { item_type: ['caravan'] }, ranges: { price: { min: null, max: 20000 } } }),
    );
    expect(
      parse('/search/new-used-and-demo-cars/?refinementList%5Bitem_type%5D%5B0%5D=caravan&range%5Bprice%5D=:20000'),
    ).toEqual(raw);
  });

  it('orders list entries by their index and merges with the path segment without duplicates', () => {
    expect(
      parse(
        '/search/toyota?refinementList[make][1]=Yamaha&refinementList[make][0]=Toyota&refinementList[make][2]=Mercedes-Benz',
      )?.refinements.make,
    ).toEqual(['Toyota', 'Yamaha', 'Mercedes-Benz']);
  });

  it.each([
    [
      'unknown attribute',
      '/search/used-cars?refinementList[secret][0]=x&range[horsepower]=1:2&foo=bar',
      route({ refinements: { car_type: ['used'] } }),
    ],
    ['range[price]=abc:', '/search/new-used-and-demo-cars?range[price]=abc:', route({})],
    ['page=-1', '/search/new-used-and-demo-cars?page=-1', route({})],
    ['page=abc', '/search/new-used-and-demo-cars?page=abc', route({})],
    ['page=0', '/search/new-used-and-demo-cars?page=0', route({})],
    ['a page past the end', '/search/new-used-and-demo-cars?page=999999', route({ page: MAX_PAGE })],
    ['a make not in stock', '/search/lamborghini', route({})],
    ['a model not in stock', '/search/toyota/supra-x', route({ refinements: { make: ['Toyota'] } })],
    ['an unknown body', '/search/spaceship-cars', route({})],
    ['unknown sort', '/search/new-used-and-demo-cars?sortBy=cheapest', route({})],
    ['too many segments', '/search/toyota/rav4/extra', route({})],
    ['bad percent escape', '/search/%E0%A4%A', route({})],
    ['empty list value', '/search/new-used-and-demo-cars?refinementList[colour][0]=', route({})],
  ])('gives a sane state for %s', (_name, href, expected) => {
    expect(() => parse(href)).not.toThrow();
    expect(parse(href)).toEqual(expected);
  });

  it('swaps a reversed range and keeps one-sided ones', () => {
    expect(parseRange('30000:10000')).toEqual({ min: 10000, max: 30000 });
    expect(parseRange('$12,500:')).toEqual({ min: 12500, max: null });
    expect(parseRange(':')).toBeNull();
    expect(parseRange('1e5:x')).toBeNull();
    expect(parseRange('abc:2')).toEqual({ min: null, max: 2 });
  });
});

describe('searchUrl: state → URL', () => {
  it.each([
    [route({}), '/search/new-used-and-demo-cars/'],
    [route({ refinements: { car_type: ['used'] } }), '/search/used-cars/'],
    [route({ refinements: { car_type: ['demo', 'new'] } }), '/search/new-and-demo-cars/'],
    [route({ refinements: { body: ['People Mover'] } }), '/search/people-mover-cars/'],
    [route({ refinements: { item_type: ['caravan'] } }), '/search/caravan-cars/'],
    [route({ refinements: { make: ['Toyota'] } }), '/search/toyota/'],
    [route({ refinements: { make: ['Toyota'], model: ['RAV4'] } }), '/search/toyota/rav4/'],
    [
      route({ refinements: { make: ['Toyota'], car_type: ['used'] } }),
      '/search/toyota/?refinementList%5Bcar_type%5D%5B0%5D=used',
    ],
    [
      route({ refinements: { make: ['Toyota', 'Yamaha'] } }),
      '/search/new-used-and-demo-cars/?refinementList%5Bmake%5D%5B0%5D=Toyota&refinementList%5Bmake%5D%5B1%5D=Yamaha',
    ],
    [
      route({ query: 'gxl', page: 2, sortBy: 'km-asc', ranges: { price: { min: 5000, max: null } } }),
      '/search/new-used-and-demo-cars/?query=gxl&range%5Bprice%5D=5000%3A&sortBy=km-asc&page=2',
    ],
    [
      route({ refinements: { dealership_slug: ['harbour-kia-canberra'] } }),
      '/search/new-used-and-demo-cars/?refinementList%5Bdealership_slug%5D%5B0%5D=harbour-kia-canberra',
    ],
  ])('%j → %s', (state, url) => {
    expect(searchUrl(state, vocab)).toBe(url);
  });

  it('round-trips every route and parameter kind', () => {
    const states: SearchRoute[] = [
      route({}),
      route({ refinements: { car_type: ['new', 'demo'] } }),
      route({ refinements: { body: ['SUV'] }, query: 'turbo diesel' }),
      route({ refinements: { item_type: ['motorcycle'], make: ['Yamaha', 'Toyota'] } }),
      route({ refinements: { make: ['Mercedes-Benz'], model: ['C-Class'], colour: ['Red & Black'] }, page: 4 }),
      route({ refinements: { make: ['Toyota'], model: ['RAV4', 'LandCruiser Prado'] } }),
      route({
        ranges: { price: { min: 10000, max: 40000 }, km: { min: null, max: 50000 }, year: { min: 2019, max: null } },
      }),
      route({ sortBy: 'price-desc', refinements: { dealership_slug: ['a-b'], car_type: ['used', 'new', 'demo'] } }),
    ];
    for (const state of states) {
      const url = new URL(searchUrl(state, vocab), 'https://x.test');
      const back = parseSearchUrl(url, vocab);
      expect(back).not.toBeNull();
      const sorted = (r: SearchRoute) => ({
        ...r,
        refinements: Object.fromEntries(Object.entries(r.refinements).map(([k, v]) => [k, [...v].sort()])),
      });
      expect(sorted(back ?? emptyRoute())).toEqual(sorted(state));
    }
  });
});

describe('route ↔ InstantSearch UI state', () => {
  const ctx = { indexUid: 'cars', defaultSort: 'newest' as const };
  it('leaves defaults out and names the sort by its index', () => {
    expect(routeToUiState(route({ sortBy: 'newest' }), ctx)).toEqual({});
    expect(
      routeToUiState(
        route({
          page: 2,
          sortBy: 'price-asc',
          refinements: { make: ['Toyota'] },
          ranges: { price: { min: 1000, max: null } },
        }),
        ctx,
      ),
    ).toEqual({ page: 2, sortBy: 'cars:price:asc', refinementList: { make: ['Toyota'] }, range: { price: '1000:' } });
  });
  it('maps back, dropping unknown attributes and sorts', () => {
    expect(
      uiStateToRoute(
        {
          query: 'x',
          sortBy: 'cars:km:asc',
          refinementList: { make: ['A'], nope: ['b'] },
          range: { price: ':9000', zzz: '1:2' },
        },
        ctx,
      ),
    ).toEqual(
      route({
        query: 'x',
        sortBy: 'km-asc',
        refinements: { make: ['A'] },
        ranges: { price: { min: null, max: 9000 } },
      }),
    );
    expect(uiStateToRoute({ sortBy: 'other:index' }, ctx).sortBy).toBeNull();
    expect(uiStateToRoute({ sortBy: 'cars:created_at_timestamp:desc' }, ctx).sortBy).toBeNull();
  });
});

describe('searchPagePaths', () => {
  it('lists every SPEC §2 search path plus bodies, item types, makes and make/models in stock', () => {
    expect(searchPagePaths(vocab)).toEqual([
      'new-used-and-demo-cars',
      'used-cars',
      'new-cars',
      'demo-cars',
      'new-and-demo-cars',
      'caravan-cars',
      'motorcycle-cars',
      'people-mover-cars',
      'suv-cars',
      'ute-cars',
      'mercedes-benz',
      'mercedes-benz/c-class',
      'toyota',
      'toyota/landcruiser-prado',
      'toyota/rav4',
      'yamaha',
      'yamaha/mt-07',
    ]);
  });
});
