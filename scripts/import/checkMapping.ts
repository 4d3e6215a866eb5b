import * as v from 'valibot';
import type { FeedField } from '../../src/config/areas/feed.ts';
import type { ColumnMapping } from './mapRow.ts';
import { carInputEntries, type CarInputField } from './rowSchema.ts';
import { RESERVED } from './values/valueMap.ts';

const isField = (field: string): field is CarInputField => field in carInputEntries;

/** The message of a value the field's check refuses, or null when it is accepted. */
function refusal(field: CarInputField, value: string): string | null {
  const result = v.safeParse(carInputEntries[field], value);
  return result.success ? null : result.issues[0].message;
}

/**
 * Whole-file problems of a dealer's mapping, found before any row is read: a value-map meaning or a
 * constant the field would refuse on every row, one line each, such as
 * `feed.values.body: "Utility" means "utes"; expected one of 4x4, …`. Empty when the mapping is sound.
 */
export function mappingProblems(mapping: ColumnMapping): string[] {
  const problems: string[] = [];
  for (const [field, words] of Object.entries(mapping.values ?? {}) as [FeedField, Record<string, string>][]) {
    if (!isField(field)) continue;
    for (const [word, meaning] of Object.entries(words)) {
      if (meaning === '' || (field === 'status' && meaning === RESERVED)) continue;
      const message = refusal(field, meaning);
      if (message !== null) {
        problems.push(`feed.values.${field}: ${JSON.stringify(word)} means ${JSON.stringify(meaning)}; ${message}`);
      }
    }
  }
  for (const [field, constant] of Object.entries(mapping.constants ?? {}) as [FeedField, string][]) {
    if (!isField(field)) continue;
    const message = refusal(field, constant);
    if (message !== null) problems.push(`feed.constants.${field}: ${message}`);
  }
  return problems;
}
