import { describe, expect, it } from 'vitest';
import { stockOnlyModels, type PagedModel } from '../../src/domain/stockOnlyModels.ts';

const model = (name: string, discontinued = false, make = 'Toyota'): PagedModel => ({
  slug: name.toLowerCase().replace(/ /g, '-'),
  name,
  manufacturer_name: make,
  discontinued,
});
const models = [model('Camry'), model('Yaris', true), model('RAV4')];
const built = new Set(['toyota', 'toyota/camry', 'toyota/yaris', 'toyota/granvia', 'toyota/rav4', 'mazda/cx-5']);
const car = (model: string, make = 'Toyota') => ({ make, model });

describe('stockOnlyModels: new stock the models menu does not reach', () => {
  it('lists a discontinued or unlisted model in stock, with its count and search page', () => {
    const stock = [car('Camry'), car('Yaris'), car('Granvia'), car('Yaris'), car('RAV4')];
    expect(stockOnlyModels(stock, models, built)).toEqual([
      { name: 'Granvia', count: 1, href: '/search/toyota/granvia/' },
      { name: 'Yaris', count: 2, href: '/search/toyota/yaris/' },
    ]);
  });

  it('leaves out models with a current model page and search pages the build did not make', () => {
    expect(stockOnlyModels([car('Camry'), car('HiAce')], models, built)).toEqual([]);
  });

  it("names the make of a model whose make is not the model pages' own", () => {
    expect(stockOnlyModels([car('CX-5', 'Mazda')], models, built)).toEqual([
      { name: 'Mazda CX-5', count: 1, href: '/search/mazda/cx-5/' },
    ]);
  });
});
