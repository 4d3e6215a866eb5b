import * as v from 'valibot';
import { Count } from '../primitives.ts';

/** A customer review (SPEC §3 Review). */
export const ReviewSchema = v.strictObject({
  /** Review id. */
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Reviewer's display name. */
  customer_name: v.pipe(v.string(), v.minLength(1)),
  /** Review text. */
  text: v.string(),
  /** Stars 1–5. */
  rating: v.pipe(v.number(), v.minValue(1), v.maxValue(5)),
  /** Date, YYYY-MM-DD. */
  review_date: v.pipe(v.string(), v.isoDate()),
  /** Reviewer photo. */
  image: v.optional(v.string()),
});

export const ReviewsFile = v.strictObject({
  /** Average rating across all reviews (dealership average_rating). */
  average_rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  /** Total review count (dealership review_count). */
  review_count: Count,
  /** The reviews shown (Google reviews full quantity 12). */
  reviews: v.pipe(v.array(ReviewSchema), v.maxLength(12)),
});
export type Reviews = v.InferOutput<typeof ReviewsFile>;
