import { describe, expect, it } from 'vitest';
import { withNewStock } from '../../src/domain/modelStock.ts';

const model = (name: string, discontinued: boolean, slug = name.toLowerCase().replace(/ /g, '-')) => ({
  slug,
  name,
  manufacturer_name: 'Toyota',
  discontinued,
});

describe('withNewStock: a model with new stock is never Discontinued', () => {
  it('clears Discontinued on a model with a new car in stock, by name or by its toyota- slug', () => {
    const models = [model('Yaris', true), model('Granvia', true, 'toyota-granvia'), model('Camry', false)];
    const stock = [
      { make: 'Toyota', model: 'Yaris' },
      { make: 'TOYOTA', model: 'Granvia' },
    ];
    expect(withNewStock(models, stock).map((m) => [m.name, m.discontinued])).toEqual([
      ['Yaris', false],
      ['Granvia', false],
      ['Camry', false],
    ]);
  });

  it('keeps Discontinued on a model without new stock, and leaves another make alone', () => {
    const models = [model('Tarago', true), model('Yaris', true)];
    const stock = [
      { make: 'Toyota', model: 'Yaris Cross' },
      { make: 'Mazda', model: 'Tarago' },
    ];
    expect(withNewStock(models, stock).map((m) => [m.name, m.discontinued])).toEqual([
      ['Tarago', true],
      ['Yaris', true],
    ]);
  });

  it('keeps every other field and the order', () => {
    const models = [{ ...model('Yaris', true), id: 7, price_from: 30340 }];
    expect(withNewStock(models, [{ make: 'Toyota', model: 'Yaris' }])).toEqual([
      { slug: 'yaris', name: 'Yaris', manufacturer_name: 'Toyota', discontinued: false, id: 7, price_from: 30340 },
    ]);
  });
});
