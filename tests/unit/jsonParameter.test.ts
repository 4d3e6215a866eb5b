import { describe, expect, it } from 'vitest';
import { jsonParameter } from '../../server/storage/driver.ts';

describe('jsonParameter: JSON that PostgreSQL reads as jsonb', () => {
  it('is plain JSON.stringify for text jsonb can hold, a surrogate pair included', () => {
    const value = [{ n: 0, name: 'Zoë 🚗', data: JSON.stringify({ note: 'a "quote" \\ and \n' }) }];
    expect(jsonParameter(value)).toBe(JSON.stringify(value));
  });

  it('turns a NUL and half a surrogate pair into U+FFFD, as a text parameter stores them', () => {
    const parsed = JSON.parse(
      jsonParameter({ a: 'nul \u0000 end', b: ['lone \uD800 high', 'lone \uDFFF low'] }),
    ) as unknown;
    expect(parsed).toEqual({ a: 'nul \uFFFD end', b: ['lone \uFFFD high', 'lone \uFFFD low'] });
  });

  it('keeps text that only looks like such an escape, and JSON text already escaped inside a value', () => {
    const value = { typed: 'C:\\u0000 and \\ud800', data: JSON.stringify({ m: 'nul \u0000' }) };
    expect(JSON.parse(jsonParameter(value))).toEqual(value);
  });
});
