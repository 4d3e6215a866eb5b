import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../../scripts/stock/catalog.ts';

// A model page's text must not name a fuel the model is not sold with: the sample stock's catalogue
// is what the demo dealers' new cars are made from, so a page saying "petrol" over a diesel-only
// stock misleads a shopper.
const FUEL_WORDS: Record<string, RegExp> = {
  Diesel: /\b(petrol|electric)\b/i,
  Petrol: /\bdiesel\b/i,
  Electric: /\b(petrol|diesel)\b/i,
};

interface ModelText {
  name: string;
  manufacturer_name: string;
  description?: string;
}
const modelsOf = (dealer: string) => JSON.parse(readFileSync(`dealers/${dealer}/models.json`, 'utf8')) as ModelText[];
// Dealers with model pages (a used-car dealer's models file is empty).
const dealers = readdirSync('dealers').filter(
  (d) => !d.startsWith('_') && readdirSync(`dealers/${d}`).includes('models.json') && modelsOf(d).length > 0,
);

describe('model descriptions agree with the fuel of the stock', () => {
  it('checks the demo dealers with models', () => {
    expect(dealers).toEqual(expect.arrayContaining(['hobart-toyota', 'sunshine-toyota']));
    const known = dealers.flatMap((d) =>
      modelsOf(d).filter((m) => CATALOG.some((c) => c.make === m.manufacturer_name && c.model === m.name)),
    );
    expect(known.length).toBeGreaterThan(40);
  });

  it.each(dealers)('%s: no description names a fuel its model is never sold with', (dealer) => {
    const checked = modelsOf(dealer).flatMap((m) => {
      const fuel = CATALOG.find((c) => c.make === m.manufacturer_name && c.model === m.name)?.power?.simpleFuel;
      const forbidden = fuel === undefined ? undefined : FUEL_WORDS[fuel];
      return forbidden === undefined ? [] : [{ line: `${m.name} (${fuel}): ${m.description ?? ''}`, forbidden }];
    });
    const wrong = checked.filter((c) => c.forbidden.test(c.line.slice(c.line.indexOf(':') + 1))).map((c) => c.line);
    expect(wrong).toEqual([]);
  });

  it('the Sunshine Granvia page names its diesel engine', () => {
    const models = JSON.parse(readFileSync('dealers/sunshine-toyota/models.json', 'utf8')) as {
      slug: string;
      description: string;
    }[];
    expect(models.find((m) => m.slug === 'granvia')?.description).toBe(
      'Premium six- or eight-seat people mover with captain’s chairs and a 2.8-litre turbo-diesel engine.',
    );
  });
});
