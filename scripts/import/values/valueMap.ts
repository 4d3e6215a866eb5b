import type { FeedField } from '../../../src/config/areas/feed.ts';

/**
 * A word a field's value map does not list. The row check takes it as it is when it is already a
 * valid value of the field (`Sedan` for body), and otherwise names the field, the word and the key.
 */
export class Unmapped {
  readonly field: FeedField;
  readonly value: string;

  constructor(field: FeedField, value: string) {
    this.field = field;
    this.value = value;
  }

  get message(): string {
    return `${JSON.stringify(this.value)} is not mapped; add it under feed.values.${this.field}`;
  }
}

/**
 * A required field a preset's standard makes optional, left empty by the feed: the row check names
 * the standard's column and the settings that give the car one.
 */
export class NotInFeed {
  readonly field: FeedField;
  readonly column: string;
  readonly preset: string;

  constructor(field: FeedField, column: string, preset: string) {
    this.field = field;
    this.column = column;
    this.preset = preset;
  }

  get message(): string {
    return (
      `empty: ${this.column} is optional in the ${this.preset} feed; give the cars a ${this.field} with ` +
      `feed.derive.${this.field} or feed.constants.${this.field}`
    );
  }
}

/** A status meaning beyond the three statuses: in stock and reserved (`"Deposit Taken": "reserved"`). */
export const RESERVED = 'reserved';

const lowered = new WeakMap<Readonly<Record<string, string>>, Map<string, string>>();

/** The dealer's words compared without case or surrounding spaces (`IN STOCK` is `In Stock`). */
function wordsOf(words: Readonly<Record<string, string>>): Map<string, string> {
  let map = lowered.get(words);
  if (map === undefined) {
    map = new Map(Object.entries(words).map(([word, meaning]) => [word.trim().toLowerCase(), meaning]));
    lowered.set(words, map);
  }
  return map;
}

/**
 * One value through a field's value map: the meaning when the word is listed (an empty meaning
 * leaves the field blank), a blank value stays blank, any other word is Unmapped.
 */
export function translate(field: FeedField, value: unknown, words: Readonly<Record<string, string>>): unknown {
  if (value === undefined || value === null || value === '') return value;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return value;
  const text = String(value).trim();
  if (text === '') return '';
  const meaning = wordsOf(words).get(text.toLowerCase());
  return meaning ?? new Unmapped(field, text);
}

/** List items through a value map: listed words become their meaning (empty: dropped), others stay. */
export function translateList(list: readonly unknown[], words: Readonly<Record<string, string>>): unknown[] {
  const map = wordsOf(words);
  return list
    .map((item) => (typeof item === 'string' ? (map.get(item.trim().toLowerCase()) ?? item) : item))
    .filter((item) => item !== '');
}
