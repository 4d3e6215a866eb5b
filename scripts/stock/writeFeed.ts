import type { Car } from '../../src/domain/car.ts';
import { csvRow } from '../../src/domain/csv.ts';
import { escapeMarkup } from '../../src/domain/escape.ts';
import { columnOf, type ColumnMapping } from '../import/mapRow.ts';
import { CAR_INPUT_FIELDS, LIST_FIELDS, type CarInputField } from '../import/rowSchema.ts';

/**
 * Writes cars as a dealer-management-system export would (sample feeds, tests, the benchmark):
 * the reverse of mapRow. Relative photo paths get `photoOrigin` in front (feeds carry https URLs).
 */
export function feedValues(car: Car, photoOrigin: string): Record<CarInputField, string | string[]> {
  const values = {} as Record<CarInputField, string | string[]>;
  const record = car as unknown as Record<string, unknown>;
  for (const field of CAR_INPUT_FIELDS) {
    const value = record[field];
    values[field] =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  }
  values.body = car.simple_body;
  values.photos = car.images.map(({ url }) => (url.startsWith('/') ? `${photoOrigin}${url}` : url));
  values.features = car.standardEquipment;
  values.categories = car.categories;
  values.file = car.file ?? '';
  return values;
}

/** Fields as csv.ts writes them; lines end in LF, as the Unix DMS exports we imitate do. */
export function csvHeader(mapping: ColumnMapping): string {
  return `${csvRow(CAR_INPUT_FIELDS.map((field) => columnOf(mapping, field)))}\n`;
}

export function csvLine(car: Car, mapping: ColumnMapping, photoOrigin: string): string {
  const values = feedValues(car, photoOrigin);
  const cells = CAR_INPUT_FIELDS.map((field) => {
    const value = values[field];
    return Array.isArray(value) ? value.join(mapping.separator) : value;
  });
  return `${csvRow(cells)}\n`;
}

/** A vehicles/vehicle document; multi-value fields as one child element per value. */
export function xmlFeed(cars: readonly Car[], mapping: ColumnMapping, photoOrigin: string): string {
  const single: Partial<Record<CarInputField, string>> = {
    photos: 'photo',
    features: 'feature',
    categories: 'category',
  };
  const vehicles = cars.map((car) => {
    const values = feedValues(car, photoOrigin);
    const children = CAR_INPUT_FIELDS.map((field) => {
      const name = columnOf(mapping, field);
      const value = values[field];
      if (LIST_FIELDS.has(field) && Array.isArray(value)) {
        const item = single[field] ?? 'item';
        return `    <${name}>${value.map((x) => `<${item}>${escapeMarkup(x)}</${item}>`).join('')}</${name}>`;
      }
      return `    <${name}>${escapeMarkup(Array.isArray(value) ? value.join(mapping.separator) : value)}</${name}>`;
    });
    return `  <vehicle>\n${children.join('\n')}\n  </vehicle>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<vehicles>\n${vehicles.join('\n')}\n</vehicles>\n`;
}

/** A JSON feed: the cars in the SPEC §3 shape, photos made absolute. */
export function jsonFeed(cars: readonly Car[], photoOrigin: string): string {
  const absolute = cars.map((car) => ({
    ...car,
    images: car.images.map(({ url }) => ({ url: url.startsWith('/') ? `${photoOrigin}${url}` : url })),
  }));
  return `${JSON.stringify(absolute, null, 1)}\n`;
}
