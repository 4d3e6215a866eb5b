import { slugify } from './slug.ts';

/** A model as far as matching new stock to it goes. */
export interface StockedModel {
  slug: string;
  name: string;
  manufacturer_name: string;
  discontinued: boolean;
}

const stockKey = (make: string, model: string) => `${slugify(make)}/${slugify(model)}`;

/** The make/model keys a model's new stock may carry: its name, or its slug with or without the make. */
function modelKeys(m: Omit<StockedModel, 'discontinued'>): string[] {
  const make = slugify(m.manufacturer_name);
  return [m.slug, slugify(m.name), m.slug.replace(`${make}-`, '')].map((s) => `${make}/${s}`);
}

/**
 * SPEC §2 Discontinued menu category: a model the dealer still has new in stock is sold new, so it
 * is never Discontinued, whatever the content file says; only a model marked discontinued with no
 * new car in stock stays in that category. Models come back in their order, unchanged otherwise.
 */
export function withNewStock<M extends StockedModel>(
  models: readonly M[],
  newStock: readonly { make: string; model: string }[],
): M[] {
  const stocked = new Set(newStock.map((c) => stockKey(c.make, c.model)));
  return models.map((m) =>
    m.discontinued && modelKeys(m).some((k) => stocked.has(k)) ? { ...m, discontinued: false } : m,
  );
}
