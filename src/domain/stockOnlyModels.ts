import { slugify } from './slug.ts';

/** A model of the dealer's model pages, as far as matching stock to it goes. */
export interface PagedModel {
  slug: string;
  name: string;
  manufacturer_name: string;
  discontinued: boolean;
}

/** A new model in stock that the models menu does not list, linked to its search page. */
export interface StockOnlyModel {
  name: string;
  count: number;
  href: string;
}

/**
 * SPEC §2 New Vehicles menu: new cars in stock whose model has no current model page (absent from
 * the dealer's models, or listed as discontinued) are still reached, through their make/model search
 * page. Only prerendered search paths (`make/model`, without slashes) are linked, so no link 404s.
 * The make is named only when the stock model's make is not the one every model page shares.
 */
export function stockOnlyModels(
  newStock: readonly { make: string; model: string }[],
  models: readonly PagedModel[],
  built: ReadonlySet<string>,
): StockOnlyModel[] {
  const paged = new Set<string>();
  for (const m of models.filter((x) => !x.discontinued)) {
    const make = slugify(m.manufacturer_name);
    for (const slug of [m.slug, slugify(m.name), m.slug.replace(`${make}-`, '')]) paged.add(`${make}/${slug}`);
  }
  const makes = new Set(models.map((m) => slugify(m.manufacturer_name)));
  const found = new Map<string, StockOnlyModel>();
  for (const { make, model } of newStock) {
    const path = `${slugify(make)}/${slugify(model)}`;
    if (paged.has(path) || !built.has(path)) continue;
    const entry = found.get(path);
    if (entry) entry.count += 1;
    else {
      const name = makes.size === 1 && makes.has(slugify(make)) ? model : `${make} ${model}`;
      found.set(path, { name, count: 1, href: `/search/${path}/` });
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}
