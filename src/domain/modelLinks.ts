import { encodeBrackets } from './siteLinks.ts';
import { slugify } from './slug.ts';

export interface ModelLinkInput {
  slug: string;
  name: string;
  manufacturer_name: string;
  override_url: string | null;
}

/**
 * SPEC §2 Models: /models/{make}-{slug}, or /models/new-{make}-{slug}-vehicle by flag. A slug that
 * already starts with its make (multi-brand data: 'mazda-cx-30') is not given the make twice.
 */
export function modelPagePath(model: ModelLinkInput, style: 'make-model' | 'new-make-model-vehicle'): string {
  const make = slugify(model.manufacturer_name);
  const named = model.slug.startsWith(`${make}-`) ? model.slug : `${make}-${model.slug}`;
  return style === 'make-model' ? `/models/${named}` : `/models/new-${named}-vehicle`;
}

/**
 * The model's stock: the override URL when set, else the make/model search page. Given the search
 * paths the build prerenders (`make`, `make/model`), a model out of stock links to its make's page,
 * or to the default search when the make is out of stock too, so the link never 404s.
 */
export function modelStockHref(model: ModelLinkInput, built?: ReadonlySet<string>): string {
  if (model.override_url) return encodeBrackets(model.override_url);
  const make = slugify(model.manufacturer_name);
  const candidates = [model.slug, slugify(model.name), model.slug.replace(`${make}-`, '')].map((m) => `${make}/${m}`);
  if (!built) return `/search/${candidates[0]!}/`;
  const found = candidates.find((path) => built.has(path));
  if (found) return `/search/${found}/`;
  return built.has(make) ? `/search/${make}/` : '/search/new-used-and-demo-cars/';
}

/** SPEC §2: /{model slug}/accessories exists for models with accessories. */
export const accessoriesPath = (model: { slug: string }) => `/${model.slug}/accessories`;
