export const FEEDBACK_DEFAULT_NAME = 'Valued Customer';
export const FEEDBACK_DEFAULT_DEALERSHIP = 'Our Dealership';

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
