import type { DeriveRule, FeedField } from '../../src/config/areas/feed.ts';
import type { LeftOut } from './presets/feedPreset.ts';
import { presetOf } from './presets/effectiveFeed.ts';
import { flattenRecord } from './presets/flattenRecord.ts';
import { CAR_INPUT_FIELDS, LIST_FIELDS, REQUIRED_FIELDS, type CarInputField } from './rowSchema.ts';
import { derivedValue } from './values/derive.ts';
import { splitPhotoList } from './values/photos.ts';
import { NotInFeed, RESERVED, translate, translateList } from './values/valueMap.ts';

/**
 * How a dealer's records become Car input: the column (or columns) of each field (feed.columns),
 * the separator of multi-value columns, the dealer's words per field (feed.values) and the fields
 * every car gets (feed.constants).
 */
export interface ColumnMapping {
  columns: Partial<Record<FeedField, string | readonly string[]>>;
  separator: string;
  /** feed.key: with `stocknum` or `vin` the feed needs no id column (the importer derives the id), but that one. */
  key?: 'id' | 'stocknum' | 'vin';
  values?: Partial<Record<FeedField, Readonly<Record<string, string>>>>;
  constants?: Partial<Record<FeedField, string>>;
  /** feed.derive: rules that work a field out from other fields when the row leaves it empty. */
  derive?: Partial<Record<FeedField, readonly DeriveRule[]>>;
  /** Required fields whose column a preset's standard makes optional: the header may lack it. */
  optional?: readonly FeedField[];
  /** The preset's name, for the line naming such a field when a row leaves it empty. */
  preset?: string;
  /** A preset's feed leaves such cars out while they are for sale: the import keeps them, not sold. */
  leftOut?: LeftOut;
}

/** What of the feed flags the mapping reads (the output of `effectiveFeed`). */
export type MappingFlags = Pick<ColumnMapping, 'columns' | 'separator' | 'derive'> &
  Required<Pick<ColumnMapping, 'values' | 'constants'>> & { preset?: 'google' | 'meta' | null };

/** The mapping of a dealer's (effective) feed flags. */
export function feedMapping(feed: MappingFlags): ColumnMapping {
  const preset = presetOf(feed.preset ?? null);
  return {
    columns: feed.columns,
    separator: feed.separator,
    values: feed.values,
    constants: feed.constants,
    ...(feed.derive === undefined ? {} : { derive: feed.derive }),
    ...(preset === null || !feed.preset
      ? {}
      : { optional: preset.optional, leftOut: preset.leftOut, preset: feed.preset }),
  };
}

const columnsOf = (mapping: ColumnMapping, field: CarInputField): readonly string[] => {
  const named = mapping.columns[field];
  return named === undefined ? [field] : typeof named === 'string' ? [named] : named;
};

/** The column a field is read from: the dealer's (first) name for it, else the field name (the default column set). */
export const columnOf = (mapping: ColumnMapping, field: CarInputField) => columnsOf(mapping, field)[0]!;

/** Whole-file error for a header without a required column; null when the header is complete. */
export function missingColumns(header: readonly string[], mapping: ColumnMapping): string | null {
  const present = new Set(header.map((h) => h.trim().replace(/^[A-Za-z][\w-]*:/, '')));
  for (const h of header) present.add(h.trim());
  const key = mapping.key ?? 'id';
  const required = key === 'id' ? REQUIRED_FIELDS : [...new Set([...REQUIRED_FIELDS.filter((f) => f !== 'id'), key])];
  const missing = required.filter(
    (field) =>
      mapping.constants?.[field] === undefined &&
      mapping.derive?.[field] === undefined &&
      !mapping.optional?.includes(field) &&
      !columnsOf(mapping, field).some((c) => present.has(c)),
  );
  if (missing.length === 0) return null;
  const named = missing.map((field) => {
    const column = columnOf(mapping, field);
    return column === field ? `"${field}"` : `"${column}" (for ${field})`;
  });
  return `missing required column${missing.length > 1 ? 's' : ''} ${named.join(', ')}`;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function listValue(value: unknown, field: CarInputField, separator: string): unknown[] {
  if (isBlank(value)) return [];
  if (typeof value === 'string') {
    if (field === 'photos' || field === 'file') return splitPhotoList(value, separator);
    return value
      .split(separator)
      .map((x) => x.trim())
      .filter((x) => x !== '');
  }
  if (Array.isArray(value))
    return (value as unknown[]).flatMap((item) =>
      typeof item === 'string' ? listValue(item, field, separator) : [item],
    );
  // XML: <photos><photo>…</photo><photo>…</photo></photos> parses to { photo: [...] } or { photo: '…' }.
  if (typeof value === 'object') return listValue(Object.values(value as Record<string, unknown>)[0], field, separator);
  return [value];
}

/** A field's value from its columns: lists joined from all of them, one value from the first not empty. */
function read(record: Readonly<Record<string, unknown>>, field: CarInputField, mapping: ColumnMapping): unknown {
  const columns = columnsOf(mapping, field);
  if (LIST_FIELDS.has(field) || field === 'file') {
    const present = columns.filter((c) => record[c] !== undefined);
    return present.length === 0 ? undefined : present.flatMap((c) => listValue(record[c], field, mapping.separator));
  }
  for (const column of columns) if (!isBlank(record[column])) return record[column];
  return record[columns[0]!];
}

/**
 * A CSV, XML or JSON record as Car input: nested values flattened, each field read from its
 * column(s) or constant, the dealer's words translated (a word not listed is kept as Unmapped for
 * the row check to name), multi-value columns split, a field still empty worked out by its derive
 * rules, and the status `reserved` read as in stock and reserved.
 */
export function mapTextRecord(
  record: Readonly<Record<string, unknown>>,
  mapping: ColumnMapping,
): Record<string, unknown> {
  const flat = flattenRecord(record);
  const raw: Record<string, unknown> = {};
  for (const field of CAR_INPUT_FIELDS) {
    const constant = mapping.constants?.[field];
    const value = constant ?? read(flat, field, mapping);
    const words = constant === undefined ? mapping.values?.[field] : undefined;
    raw[field] =
      words === undefined ? value : Array.isArray(value) ? translateList(value, words) : translate(field, value, words);
  }
  for (const [field, rules] of Object.entries(mapping.derive ?? {}) as [FeedField, readonly DeriveRule[]][]) {
    if (isBlank(raw[field])) raw[field] = derivedValue(rules, (from) => raw[from]);
  }
  for (const field of mapping.optional ?? []) {
    if (isBlank(raw[field])) raw[field] = new NotInFeed(field, columnOf(mapping, field), mapping.preset ?? '');
  }
  if (raw.status === RESERVED) {
    raw.status = 'in_stock';
    raw.reserved = 'true';
  }
  return raw;
}

/**
 * A JSON car as Car input, through the same mapping as CSV and XML (a mapped column the car does not
 * have falls back to the field's own name). Cars in the SPEC §3 shape need none: `images[].url` → photos, `standardEquipment` → features, `simple_body` → body.
 */
export function mapJsonCar(
  car: unknown,
  mapping: ColumnMapping = { columns: {}, separator: '|' },
): Record<string, unknown> {
  if (car === null || typeof car !== 'object' || Array.isArray(car)) return {};
  const c = car as Record<string, unknown>;
  const record: Record<string, unknown> = {
    ...c,
    body: c.simple_body ?? c.body,
    photos: Array.isArray(c.images)
      ? c.images.map((image: unknown) =>
          image !== null && typeof image === 'object' ? (image as Record<string, unknown>).url : image,
        )
      : c.photos,
    features: c.standardEquipment ?? c.features,
    file: typeof c.file === 'string' ? [c.file] : (c.file ?? undefined),
  };
  // A dealer's CSV column names do not bind a JSON car that has none of them (the SPEC shape).
  const flat = flattenRecord(record);
  const columns = Object.fromEntries(
    Object.entries(mapping.columns).filter(([, named]) =>
      (typeof named === 'string' ? [named] : named).some((name) => name in flat),
    ),
  );
  return mapTextRecord(record, { ...mapping, columns });
}
