/** Words exports write instead of a price: the car is listed as enquire-for-price (price 0, never shown as $0). */
export const NO_PRICE_WORDS: readonly string[] = [
  'poa',
  'p.o.a.',
  'price on application',
  'call',
  'call for price',
  'enquire',
  'enquire for price',
  'enquire now',
];

const NO_PRICE = new Set(NO_PRICE_WORDS);
const AMOUNT = /^(?:[A-Z]{3}\s*)?(?:A|NZ)?\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?\s*(?:[A-Z]{3})?$/i;

/**
 * A price as exports write it: `42990`, `$42,990`, `$42,990.00`, `42990.00 AUD`, `AUD 42990`, or a
 * no-price word (`POA`, `Call`, `Enquire`) → 0. Undefined when it is none of these.
 */
export function parseMoney(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (NO_PRICE.has(text.toLowerCase())) return 0;
  const match = AMOUNT.exec(text);
  if (!match) return undefined;
  return Number(`${match[1]!.replace(/,/g, '')}${match[2] ?? ''}`);
}
