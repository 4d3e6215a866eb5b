import { slugify } from './slug.ts';

export interface ModelLinkInput {
  slug: string;
  manufacturer_name: string;
  override_url: string | null;
}

/** SPEC §2 Models: /models/{make}-{slug}, or /models/new-{make}-{slug}-vehicle by flag. */
export function modelPagePath(model: ModelLinkInput, style: 'make-model' | 'new-make-model-vehicle'): string {
  const make = slugify(model.manufacturer_name);
  return style === 'make-model' ? `/models/${make}-${model.slug}` : `/models/new-${make}-${model.slug}-vehicle`;
}

/** The model's stock: the override URL when set, else the make/model search path. */
export function modelStockHref(model: ModelLinkInput): string {
  return model.override_url ?? `/search/${slugify(model.manufacturer_name)}/${model.slug}/`;
}

/** SPEC §2: /{model slug}/accessories exists for models with accessories. */
export const accessoriesPath = (model: { slug: string }) => `/${model.slug}/accessories`;
