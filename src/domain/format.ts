/** Whole-dollar price in the site's locale and currency: 32990 → "$32,990". */
export function formatPrice(value: number, locale: string, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
}

/** Odometer with thousands separators in the site's unit: 45000 → "45,000 km". */
export function formatDistance(km: number, locale: string, unit: 'km' | 'mile'): string {
  const value = unit === 'mile' ? Math.round(km / 1.609344) : km;
  return `${new Intl.NumberFormat(locale).format(value)} ${unit === 'mile' ? 'mi' : 'km'}`;
}

/** A tel: href from a displayed number: "07 5443 1234" → "tel:0754431234". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
