import * as v from 'valibot';
import { Href, Slug } from '../primitives.ts';

/** A special offer (SPEC §3 Offer). */
export const OfferSchema = v.strictObject({
  /** Offer id, used in /offers/{id}. */
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Headline. */
  name: v.pipe(v.string(), v.minLength(2)),
  /** Dealer-written HTML, sanitised before display. */
  description: v.string(),
  /** Legal disclaimer. */
  disclaimer: v.optional(v.string(), ''),
  /** Offer image. */
  image_url: v.optional(Href),
  /** Brand, when the offer is for one (gives /offers/{manufacturer-slug}/{id} on multi-brand sites). */
  manufacturer: v.optional(
    v.nullable(v.union([v.string(), v.strictObject({ /** Brand name. */ name: v.string() })])),
    null,
  ),
  /** Model the offer links to. */
  model: v.optional(
    v.nullable(
      v.strictObject({
        /** Model name. */ name: v.string(),
        /** Model slug. */ slug: Slug,
        /** Link used instead of /{slug}. */ override_url: v.optional(v.nullable(Href), null),
      }),
    ),
    null,
  ),
  /** Site ids that must not show this offer. */
  excluded_website_ids: v.optional(v.array(v.number()), []),
  /** Date the offer starts, YYYY-MM-DD. */
  start: v.optional(v.pipe(v.string(), v.isoDate())),
  /** Date the offer ends, YYYY-MM-DD. */
  expiry: v.optional(v.pipe(v.string(), v.isoDate())),
});
export type Offer = v.InferOutput<typeof OfferSchema>;
export const OffersFile = v.array(OfferSchema);
