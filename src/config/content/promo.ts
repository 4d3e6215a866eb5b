import * as v from 'valibot';
import { Count, Href } from '../primitives.ts';

const IsoDateTime = v.pipe(
  v.string(),
  v.regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/,
    'a date-time with offset such as "2025-01-01T00:00:00+10:00"',
  ),
);

/** A promo card shown among search results (SPEC §3 Promo node, §5 promo cards). */
export const PromoSchema = v.pipe(
  v.strictObject({
    /** Unique id within the dealer. */
    id: v.pipe(v.string(), v.regex(/^[\w-]+$/)),
    /** Headline. */
    title: v.pipe(v.string(), v.minLength(2), v.maxLength(80)),
    /** One or two sentences. */
    text: v.pipe(v.string(), v.maxLength(240)),
    /** Where the card links. */
    href: Href,
    /** Button label. */
    cta: v.optional(v.pipe(v.string(), v.minLength(2)), 'Find out more'),
    /** Optional image. */
    image: v.optional(v.nullable(Href), null),
    /** Start, with offset. @example "2025-01-01T00:00:00+10:00" */
    start: IsoDateTime,
    /** Expiry (exclusive), with offset. @example "2025-02-01T00:00:00+10:00" */
    expiry: IsoDateTime,
    /** Order among promos: the lowest takes the first slot (6), then 8, 17, 4. */
    position: Count,
    /** Car types the promo is for (new, used, demo); empty for all. */
    display: v.optional(v.array(v.picklist(['new', 'used', 'demo'])), []),
    /** Only shown when the shopper has selected a car type. */
    strictDisplay: v.optional(v.boolean(), false),
  }),
  v.check((p) => Date.parse(p.start) < Date.parse(p.expiry), 'start before expiry'),
);
export const PromosFile = v.array(PromoSchema);
