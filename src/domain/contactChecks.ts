/** A sound email: one @, a dotted domain, no spaces, at most 254 characters. */
export const isEmail = (value: string) =>
  value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value) && !value.includes('..');

/** Digits of an Australian phone number in national form (+61 4… becomes 04…). */
export function australianPhoneDigits(value: string): string {
  const digits = value.replace(/[\s()-]/g, '');
  return digits.startsWith('+61')
    ? `0${digits.slice(3)}`
    : digits.startsWith('61') && digits.length === 11
      ? `0${digits.slice(2)}`
      : digits;
}

/** An Australian mobile (04…): sign-in codes go by text message, so only a mobile can receive one. */
export const isAustralianMobile = (value: string) => /^04\d{8}$/.test(australianPhoneDigits(value));

/** Australian mobile (04), landline (02/03/07/08), or 13/1300/1800 numbers. */
export function isAustralianPhone(value: string): boolean {
  const digits = australianPhoneDigits(value);
  return /^0[23478]\d{8}$/.test(digits) || /^1[38]00\d{6}$/.test(digits) || /^13\d{4}$/.test(digits);
}
