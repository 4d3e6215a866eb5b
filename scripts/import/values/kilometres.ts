const KM_PER_MILE = 1.609344;
const READING = /^(\d{1,3}(?:[, ]\d{3})+|\d+)(\.\d+)?\s*([a-z]*)\.?$/i;
const KM_UNITS = new Set(['', 'k', 'km', 'kms', 'kilometre', 'kilometres', 'kilometer', 'kilometers']);
const MILE_UNITS = new Set(['mi', 'mile', 'miles']);

/**
 * An odometer reading in whole kilometres: `12000`, `12,000 km`, `12 000kms`, `12000 KILOMETERS`;
 * miles (`7500 mi`, `7500 MILES`) are converted. Undefined for anything else.
 */
export function parseKilometres(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const match = READING.exec(value.trim());
  if (!match) return undefined;
  const amount = Number(`${match[1]!.replace(/[, ]/g, '')}${match[2] ?? ''}`);
  const unit = match[3]!.toLowerCase();
  if (KM_UNITS.has(unit)) return Math.round(amount);
  if (MILE_UNITS.has(unit)) return Math.round(amount * KM_PER_MILE);
  return undefined;
}
