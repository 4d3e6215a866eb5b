import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FORM_KINDS } from '../../src/domain/formKinds.ts';
import { formRules } from '../../src/api/formRules.ts';
import type { FormSettings } from '../../src/api/formSettings.ts';
import { formSettings, TWO_LOCATIONS } from '../fixtures/formSettings.ts';
import { leadSchema } from '../../src/api/leadSchema.ts';
import * as other from '../../src/api/requestSchemas.ts';

/** Messages valibot writes when a schema or check has none of its own ("Invalid type: Expected …"). */
const LIBRARY_DEFAULT = /^Invalid (type|value|length|key|format|email|entries|size|bytes|graphemes|words)\b/;

interface Node {
  kind?: string;
  type?: string;
  message?: unknown;
  pipe?: readonly Node[];
  entries?: Record<string, Node>;
  wrapped?: Node;
  options?: readonly unknown[];
  item?: Node;
  key?: Node;
  value?: Node;
}

/** Schemas that never fail on their own: the issue comes from what they wrap. */
const WRAPPERS = new Set(['optional', 'nullable', 'nullish', 'exact_optional', 'unknown', 'any']);

/** Every schema and validation in the tree that would speak to a shopper with the library's words. */
function defaultMessages(node: Node, path: string, found: string[]): string[] {
  const speaks = node.kind === 'validation' || (node.kind === 'schema' && !WRAPPERS.has(node.type ?? ''));
  if (
    speaks &&
    (node.message === undefined || (typeof node.message === 'string' && LIBRARY_DEFAULT.test(node.message)))
  ) {
    found.push(`${path || '(root)'}: ${node.type ?? '?'}`);
  }
  // A pipe's first step is the schema it extends; the pipe itself carries that schema's message.
  for (const step of (node.pipe ?? []).slice(1)) defaultMessages(step, path, found);
  for (const [key, child] of Object.entries(node.entries ?? {}))
    defaultMessages(child, path ? `${path}.${key}` : key, found);
  if (node.wrapped) defaultMessages(node.wrapped, path, found);
  for (const option of node.options ?? [])
    if (option && typeof option === 'object') defaultMessages(option, path, found);
  if (node.item) defaultMessages(node.item, `${path}[]`, found);
  if (node.key) defaultMessages(node.key, `${path}{key}`, found);
  if (node.value) defaultMessages(node.value, `${path}{}`, found);
  return found;
}

const settings = (overrides: Partial<FormSettings>): FormSettings =>
  formSettings({
    termsCheckbox: true,
    testDriveDisclaimer: 'Bring your licence.',
    locations: TWO_LOCATIONS.slice(0, 1),
    ...overrides,
  });

describe('every field speaks to shoppers in our words', () => {
  const variants = [settings({}), settings({ dealershipSelect: false, locations: [], termsCheckbox: false })];
  for (const kind of FORM_KINDS) {
    it(`the ${kind} lead schema has a message of its own on every check`, () => {
      for (const s of variants) {
        for (const hasCar of [false, true]) {
          expect(defaultMessages(leadSchema(formRules(kind, s, hasCar)) as unknown as Node, '', [])).toEqual([]);
        }
      }
    });
  }
  for (const [name, schema] of Object.entries(other)) {
    if (typeof schema !== 'object' || !('kind' in schema)) continue;
    it(`${name} has a message of its own on every check`, () => {
      expect(defaultMessages(schema as unknown as Node, '', [])).toEqual([]);
    });
  }

  it('the walk finds library defaults (it can fail)', () => {
    const bare = v.object({ budget: v.optional(v.pipe(v.number(), v.minValue(0))) });
    expect(defaultMessages(bare as unknown as Node, '', [])).toEqual([
      '(root): object',
      'budget: number',
      'budget: min_value',
    ]);
  });

  it('a budget that is no amount reads as a person would say it', () => {
    const schema = leadSchema(formRules('finance', settings({}), false));
    const result = v.safeParse(schema, { vehiclePriceBudget: -1 });
    const issue = result.issues?.find((i) => i.path?.[0]?.key === 'vehiclePriceBudget');
    expect(issue?.message).toBe('Please enter your budget as an amount in dollars, e.g. 30000.');
  });
});
