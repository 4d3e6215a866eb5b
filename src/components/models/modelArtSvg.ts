import { MANUFACTURER_BODIES } from '../../config/content/model.ts';
import type { Model } from '../../config/content/model.ts';
import { slugify } from '../../domain/slug.ts';
import { modelTileSvg } from '../../imagery/modelTile.ts';

type ArtModel = Pick<Model, 'name' | 'slug' | 'manufacturer_name' | 'manufacturer_body' | 'bodyStyle'>;

/**
 * URL of a model's drawn tile (SPEC §9 model tile 280x171): its own picture when the name is one of
 * the dealer's models (as listed or with its make), else the picture of its menu category.
 */
export function modelArtHref(name: string, body: string, models: readonly ArtModel[]): string {
  const model = models.find((m) => m.name === name || `${m.manufacturer_name} ${m.name}` === name);
  if (model) return `/model-art/model-${model.slug}.svg`;
  return `/model-art/${slugify((MANUFACTURER_BODIES as readonly string[]).includes(body) ? body : 'SUVs & 4WDs')}.svg`;
}

/** Every drawn tile of a dealer: one per model, one per menu category, with the SVG of each. */
export function modelArtFiles(models: readonly ArtModel[]): { name: string; svg: () => string }[] {
  return [
    ...models.map((model, position) => ({
      name: `model-${model.slug}`,
      svg: () => modelTileSvg(model, position),
    })),
    ...MANUFACTURER_BODIES.map((body, position) => ({
      name: slugify(body),
      svg: () => modelTileSvg({ manufacturer_body: body }, position),
    })),
  ];
}
