export const FEEDBACK_DEFAULT_NAME = 'Valued Customer';
export const FEEDBACK_DEFAULT_DEALERSHIP = 'Our Dealership';

/**
 * The review page of the dealership the customer dealt with (dealership_name in their link),
 * matched by name without regard to case; the first profile when none matches.
 */
export function reviewUrlFor(
  profiles: readonly { name: string; reviewUrl: string }[],
  dealershipName: string,
  fallback: string,
): string {
  const wanted = dealershipName.trim().toLowerCase();
  return (profiles.find((p) => p.name.toLowerCase() === wanted) ?? profiles[0])?.reviewUrl ?? fallback;
}

/** SPEC §2 feedback block: first_name and dealership_name from the query, with the defaults when absent or blank. */
export function feedbackNames(query: URLSearchParams): { firstName: string; dealershipName: string } {
  const pick = (key: string, fallback: string) => {
    const value = query.get(key)?.trim() ?? '';
    return value === '' ? fallback : value;
  };
  return {
    firstName: pick('first_name', FEEDBACK_DEFAULT_NAME),
    dealershipName: pick('dealership_name', FEEDBACK_DEFAULT_DEALERSHIP),
  };
}
