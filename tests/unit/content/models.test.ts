import { describe, expect, it } from 'vitest';
import { accessoriesPath, modelPagePath, modelStockHref } from '../../../src/domain/modelLinks.ts';
import { menuCategories } from '../../../src/domain/modelMenu.ts';
import { modelPriority, orderModels } from '../../../src/domain/modelOrder.ts';

const named = (...names: string[]) => names.map((name) => ({ name }));

describe('model order (SPEC §9)', () => {
  it('follows the priority list', () => {
    const order = orderModels(named('GR Supra', 'HiLux', 'RAV4', 'bZ4X', 'Camry'), 'toyota-priority');
    expect(order.map((m) => m.name)).toEqual(['bZ4X', 'Camry', 'RAV4', 'HiLux', 'GR Supra']);
  });
  it('the longest matching name wins', () => {
    expect(modelPriority('Yaris Cross Hybrid')).toBe(7);
    expect(modelPriority('GR Yaris')).toBe(19);
    expect(modelPriority('LandCruiser 70 Series')).toBe(14);
    const order = orderModels(named('GR Yaris', 'Yaris Cross', 'Yaris'), 'toyota-priority');
    expect(order.map((m) => m.name)).toEqual(['Yaris', 'Yaris Cross', 'GR Yaris']);
  });
  it('puts unmatched names last, alphabetically', () => {
    const order = orderModels(named('Mirai', 'Crown', 'HiAce', 'C-HR'), 'toyota-priority');
    expect(order.map((m) => m.name)).toEqual(['C-HR', 'HiAce', 'Crown', 'Mirai']);
  });
  it('alphabetical mode ignores the list', () => {
    expect(orderModels(named('RAV4', 'bZ4X', 'Camry'), 'alphabetical').map((m) => m.name)).toEqual([
      'bZ4X',
      'Camry',
      'RAV4',
    ]);
  });
});

describe('model links and menu (SPEC §2)', () => {
  const rav4 = { slug: 'rav4', name: 'RAV4', manufacturer_name: 'Toyota', override_url: null };
  it('model page by flag', () => {
    expect(modelPagePath(rav4, 'make-model')).toBe('/models/toyota-rav4');
    expect(modelPagePath(rav4, 'new-make-model-vehicle')).toBe('/models/new-toyota-rav4-vehicle');
    // Multi-brand model slugs carry their make already: never /models/mazda-mazda-cx-30.
    const cx30 = { ...rav4, slug: 'mazda-cx-30', name: 'CX-30', manufacturer_name: 'Mazda' };
    expect(modelPagePath(cx30, 'make-model')).toBe('/models/mazda-cx-30');
    expect(modelPagePath(cx30, 'new-make-model-vehicle')).toBe('/models/new-mazda-cx-30-vehicle');
  });
  it('Our Stock uses the override URL when set', () => {
    expect(modelStockHref(rav4)).toBe('/search/toyota/rav4/');
    expect(modelStockHref({ ...rav4, override_url: '/search/toyota/rav4/?refinementList[badge][0]=GXL' })).toBe(
      '/search/toyota/rav4/?refinementList%5Bbadge%5D%5B0%5D=GXL',
    );
    expect(accessoriesPath(rav4)).toBe('/rav4/accessories');
  });
  it('Our Stock only links to search pages the build prerenders', () => {
    const cx5 = { slug: 'mazda-cx-5', name: 'CX-5', manufacturer_name: 'Mazda', override_url: null };
    expect(modelStockHref(cx5, new Set(['mazda', 'mazda/cx-5']))).toBe('/search/mazda/cx-5/');
    expect(modelStockHref(cx5, new Set(['mazda', 'mazda/cx-3']))).toBe('/search/mazda/');
    expect(modelStockHref(cx5, new Set(['ford']))).toBe('/search/new-used-and-demo-cars/');
    expect(modelStockHref(rav4, new Set(['toyota', 'toyota/rav4']))).toBe('/search/toyota/rav4/');
  });
  it('categories in the spec order, discontinued models only under Discontinued', () => {
    const cats = menuCategories([
      { name: 'Yaris', manufacturer_body: 'Hatch & sedans', discontinued: true },
      { name: 'RAV4', manufacturer_body: 'SUVs & 4WDs', discontinued: false },
      { name: 'bZ4X', manufacturer_body: 'Electrified', discontinued: false },
    ]);
    expect(cats.map((c) => c.name)).toEqual(['All Vehicles', 'SUVs & 4WDs', 'Electrified', 'Discontinued']);
    expect(cats[0]?.models.map((m) => m.name)).toEqual(['RAV4', 'bZ4X']);
    expect(cats[3]?.models.map((m) => m.name)).toEqual(['Yaris']);
  });
});
