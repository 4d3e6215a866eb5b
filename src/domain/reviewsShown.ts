/** Reviews show only when not hidden and the average rating exceeds the configured minimum (SPEC §5). */
export function reviewsShown(
  reviews: { average_rating: number } | null,
  content: { reviewsHidden: boolean; reviewsMinRating: number },
): boolean {
  return reviews !== null && !content.reviewsHidden && reviews.average_rating > content.reviewsMinRating;
}
