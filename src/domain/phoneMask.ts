/** Characters of a phone number shown before the shopper reveals it (SPEC §4). */
export const PHONE_VISIBLE_CHARS = 5;

/** "08 5550 5100" → "08 55*******": first 5 characters kept, every later one starred. */
export function maskPhone(phone: string): string {
  const visible = phone.slice(0, PHONE_VISIBLE_CHARS);
  return visible + '*'.repeat(Math.max(0, phone.length - PHONE_VISIBLE_CHARS));
}
