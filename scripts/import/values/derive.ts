import type { DeriveRule, FeedField } from '../../../src/config/areas/feed.ts';
import { parseKilometres } from './kilometres.ts';
import { parseMoney } from './money.ts';
import { Unmapped } from './valueMap.ts';

const patterns = new Map<string, RegExp>();

/** A rule's pattern, compiled once; matched without regard to case. */
function compiled(pattern: string): RegExp {
  let re = patterns.get(pattern);
  if (re === undefined) {
    re = new RegExp(pattern, 'i');
    patterns.set(pattern, re);
  }
  return re;
}

/** A mapped value as text (a word no value map lists is still its word); '' when blank or not a scalar. */
function textOf(value: unknown): string {
  if (value instanceof Unmapped) return value.value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value).trim();
  return '';
}

/** A mapped value as a number the way its field reads it (`38,112 km`, `$42,990`), or undefined. */
function numberOf(field: FeedField, value: unknown): number | undefined {
  const text = textOf(value);
  if (text === '') return undefined;
  if (field === 'km') return parseKilometres(text);
  if (field === 'price') return parseMoney(text);
  const n = Number(text.replace(/,/g, ''));
  return Number.isFinite(n) ? n : undefined;
}

/** The word a value map lists, compared without case or surrounding spaces. */
function lookUp(words: Readonly<Record<string, string>>, word: string): string | undefined {
  const wanted = word.trim().toLowerCase();
  for (const [listed, meaning] of Object.entries(words)) if (listed.trim().toLowerCase() === wanted) return meaning;
  return undefined;
}

/** What one rule gives for a row, or undefined when it does not match. */
function ruleValue(rule: DeriveRule, read: (field: FeedField) => unknown): string | undefined {
  if (rule.from === undefined) return rule.value;
  if (rule.pattern !== undefined) {
    const match = compiled(rule.pattern).exec(textOf(read(rule.from)));
    if (match === null) return undefined;
    if (rule.values === undefined) return rule.value;
    return lookUp(rule.values, match[1] ?? match[0]);
  }
  const n = numberOf(rule.from, read(rule.from));
  if (n === undefined) return undefined;
  if (rule.below !== undefined) return n < rule.below ? rule.value : undefined;
  if (rule.atLeast !== undefined) return n >= rule.atLeast ? rule.value : undefined;
  return undefined;
}

/**
 * A field worked out from other fields of the row (flag `feed.derive`): the value of the first rule
 * that matches, such as `new` for a stock number matching `^N`, `demo` below 500 km, or the meaning
 * of the pattern's first group in `values`; a rule with only a `value` always matches. Undefined
 * when no rule matches. `read` gives another field's mapped value.
 */
export function derivedValue(rules: readonly DeriveRule[], read: (field: FeedField) => unknown): string | undefined {
  for (const rule of rules) {
    const value = ruleValue(rule, read);
    if (value !== undefined) return value;
  }
  return undefined;
}
