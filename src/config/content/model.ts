import * as v from 'valibot';
import { Count, Href, Slug } from '../primitives.ts';

export const MANUFACTURER_BODIES = [
  'SUVs & 4WDs',
  'Utes & Vans',
  'Hatch & sedans',
  'GR & performance',
  'Electrified',
] as const;

/** A new-vehicle model page (SPEC §3 Model). */
export const ModelSchema = v.strictObject({
  /** Model id. */
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Model name, e.g. "RAV4". */
  name: v.pipe(v.string(), v.minLength(1)),
  /** URL slug, e.g. "rav4". */
  slug: Slug,
  /** Short marketing description. */
  description: v.optional(v.string(), ''),
  /** Menu category. */
  manufacturer_body: v.picklist(MANUFACTURER_BODIES),
  /** Body style, e.g. "SUV". */
  bodyStyle: v.optional(v.string()),
  /** Tile image. */
  image: v.optional(v.strictObject({ /** Image path or URL. */ url: Href })),
  /** "new" marks a new model. */
  status: v.optional(v.nullable(v.string()), null),
  /** Link used instead of the model page. */
  override_url: v.optional(v.nullable(Href), null),
  /** Number of accessories; above 0 adds /{slug}/accessories. */
  accessories_count: v.optional(Count, 0),
  /** Brand. */
  manufacturer_name: v.pipe(v.string(), v.minLength(2)),
  /** Price from, in dollars. */
  price_from: v.optional(v.number()),
  /** No longer sold (the Discontinued menu category). */
  discontinued: v.optional(v.boolean(), false),
});
export type Model = v.InferOutput<typeof ModelSchema>;
export const ModelsFile = v.array(ModelSchema);
