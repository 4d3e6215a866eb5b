import type { CarType } from './car.ts';

// Number formats by locale and currency: making one costs far more than formatting with it, and a
// build formats thousands of prices (every card, car page and search result) with the same few.
const formats: Record<string, Intl.NumberFormat> = {};

/** The locale's number format, as a whole-unit price when a currency is given. */
export const numberFormat = (locale: string, currency = '') =>
  (formats[`${locale} ${currency}`] ??= new Intl.NumberFormat(
    locale,
    currency ? { style: 'currency', currency, maximumFractionDigits: 0 } : {},
  ));

/** Whole-dollar price in the site's locale and currency: 32990 → "$32,990". */
export function formatPrice(value: number, locale: string, currency: string): string {
  return numberFormat(locale, currency).format(value);
}

/** Odometer with thousands separators in the site's unit: 45000 → "45,000 km". */
export function formatDistance(km: number, locale: string, unit: 'km' | 'mile'): string {
  const value = unit === 'mile' ? Math.round(km / 1.609344) : km;
  return `${numberFormat(locale).format(value)} ${unit === 'mile' ? 'mi' : 'km'}`;
}

/** A tel: href from a displayed number: "07 5443 1234" → "tel:0754431234". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * Whether a listing shows an odometer reading. A new vehicle has none worth showing, and a towed
 * caravan or camper trailer has no odometer at all: its feed row (and the sample stock) carries
 * 0 km, which is no reading, so "0 km" is never shown on a used or demo listing either.
 */
export const showsOdometer = (carType: CarType, km: number): boolean => carType !== 'new' && km > 0;
