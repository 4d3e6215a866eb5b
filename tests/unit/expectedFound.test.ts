import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { number, text as feedText } from '../../scripts/import/fields.ts';
import { DealerConfigSchema } from '../../src/config/dealerSchema.ts';
import { int, parseEnv, text as envText } from '../../src/config/env/kit.ts';
import { expectedFound, MISSING_VALUE, shownValue } from '../../src/config/expectedFound.ts';
import { formatDealerIssue, toDealerIssues } from '../../src/config/formatIssues.ts';
import { dealerInput } from '../fixtures/dealerInput.ts';

const feedProblem = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0].message;
};
const envProblems = (raw: Record<string, string>) => {
  const result = parseEnv(
    { PORT: int({ min: 1, max: 65_535, doc: 'port' }), SECRET: envText({ minLength: 32, doc: 's' }) },
    raw,
  );
  return result.ok ? [] : result.problems;
};
const dealerProblems = (input: unknown) => {
  const result = v.safeParse(DealerConfigSchema, input);
  return result.success ? [] : toDealerIssues('test-motors', 'dealer.json', result.issues).map(formatDealerIssue);
};

describe('one wording of a bad value: expected …, found …', () => {
  it('quotes what was found as JSON and a missing value as nothing', () => {
    expect(expectedFound('a whole number', shownValue('abc'))).toBe('expected a whole number, found "abc"');
    expect(expectedFound('a whole number', shownValue(12.5))).toBe('expected a whole number, found 12.5');
    expect(MISSING_VALUE).toBe('expected a value, found nothing');
  });

  it('is the wording of the environment, the feed row and the dealer config kits', () => {
    expect(envProblems({ PORT: 'abc' })).toEqual(['PORT: expected a whole number from 1 to 65535, found "abc"']);
    expect(feedProblem(number(1, 65_535, { integer: true }), 'abc')).toBe('expected a whole number, found "abc"');
    expect(dealerProblems(dealerInput({ slug: 'Test Motors' }))).toEqual([
      'dealer "test-motors": dealer.json slug: expected a lower-case slug such as "example-motors", found "Test Motors"',
    ]);
  });

  it('words a missing required value the same in the feed row and the dealer config kits', () => {
    const { theme: _theme, ...withoutTheme } = dealerInput();
    expect(feedProblem(feedText(), '')).toBe(MISSING_VALUE);
    expect(feedProblem(number(0, 10), undefined)).toBe(MISSING_VALUE);
    expect(dealerProblems(withoutTheme)).toEqual([`dealer "test-motors": dealer.json theme: ${MISSING_VALUE}`]);
  });

  it('shows the length of a too-short secret, never its text', () => {
    expect(envProblems({ SECRET: 'hunter2' })).toEqual(['SECRET: expected at least 32 characters, found 7 characters']);
  });
});
