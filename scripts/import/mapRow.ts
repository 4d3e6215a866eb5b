import type { FeedField } from '../../src/config/areas/feed.ts';
import { CAR_INPUT_FIELDS, LIST_FIELDS, REQUIRED_FIELDS, type CarInputField } from './rowSchema.ts';

/** How a dealer's columns map to Car input fields (feed.columns) and how multi-value columns split. */
export interface ColumnMapping {
  columns: Partial<Record<FeedField, string>>;
  separator: string;
  /** feed.key: with `stocknum` or `vin` the feed needs no id column (the importer derives the id), but that one. */
  key?: 'id' | 'stocknum' | 'vin';
}

/** The column a field is read from: the dealer's name for it, else the field name (the default column set). */
export const columnOf = (mapping: ColumnMapping, field: CarInputField) => mapping.columns[field] ?? field;

/** Whole-file error for a header without a required column; null when the header is complete. */
export function missingColumns(header: readonly string[], mapping: ColumnMapping): string | null {
  const present = new Set(header.map((h) => h.trim()));
  const key = mapping.key ?? 'id';
  const required = key === 'id' ? REQUIRED_FIELDS : [...new Set([...REQUIRED_FIELDS.filter((f) => f !== 'id'), key])];
  const missing = required.filter((field) => !present.has(columnOf(mapping, field)));
  if (missing.length === 0) return null;
  const named = missing.map((field) => {
    const column = columnOf(mapping, field);
    return column === field ? `"${field}"` : `"${column}" (for ${field})`;
  });
  return `missing required column${missing.length > 1 ? 's' : ''} ${named.join(', ')}`;
}

/** A CSV or XML record (text values) as Car input: mapped names, multi-value columns split. */
export function mapTextRecord(
  record: Readonly<Record<string, unknown>>,
  mapping: ColumnMapping,
): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const field of CAR_INPUT_FIELDS) {
    const value = record[columnOf(mapping, field)];
    if (LIST_FIELDS.has(field) || field === 'file') {
      raw[field] = listValue(value, mapping.separator);
    } else {
      raw[field] = value;
    }
  }
  return raw;
}

function listValue(value: unknown, separator: string): unknown {
  if (typeof value === 'string') {
    return value
      .split(separator)
      .map((x) => x.trim())
      .filter((x) => x !== '');
  }
  // XML: <photos><photo>…</photo><photo>…</photo></photos> parses to { photo: [...] } or { photo: '…' }.
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const inner = Object.values(value as Record<string, unknown>)[0];
    return Array.isArray(inner) ? inner : inner === undefined ? [] : [inner];
  }
  return value;
}

/** A JSON car in the SPEC §3 shape as Car input (images[].url → photos, standardEquipment → features). */
export function mapJsonCar(car: unknown): Record<string, unknown> {
  if (car === null || typeof car !== 'object' || Array.isArray(car)) return {};
  const c = car as Record<string, unknown>;
  const raw: Record<string, unknown> = {};
  for (const field of CAR_INPUT_FIELDS) raw[field] = c[field];
  raw.body = c.simple_body ?? c.body;
  raw.photos = Array.isArray(c.images)
    ? c.images.map((image: unknown) =>
        image !== null && typeof image === 'object' ? (image as Record<string, unknown>).url : image,
      )
    : c.photos;
  raw.features = c.standardEquipment ?? c.features;
  raw.file = typeof c.file === 'string' ? [c.file] : (c.file ?? undefined);
  return raw;
}
