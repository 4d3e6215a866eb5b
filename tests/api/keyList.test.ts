import { describe, expect, it } from 'vitest';
import { parseKeyList, readKeyList } from '../../server/dealerKeys.ts';

const LONG = 'k'.repeat(16);

describe('LEAD_API_KEYS: dealer=key pairs, each key at least 16 characters', () => {
  it('accepts any key of 16+ characters, split on the first =', () => {
    const keys = parseKeyList(`a-motors=${LONG}, b-motors=abc=def=ghi=jkl=mno, c-motors = ${'x'.repeat(40)}==`);
    expect(keys.get('a-motors')).toBe(LONG);
    expect(keys.get('b-motors')).toBe('abc=def=ghi=jkl=mno');
    expect(keys.get('c-motors')).toBe(`${'x'.repeat(40)}==`);
    expect(parseKeyList(`a=${LONG},`).size).toBe(1);
  });

  it('refuses to start, naming each rejected entry by position and slug, never printing the key', () => {
    const list = `good=${LONG},short=abc,noequals,=${LONG},good=${LONG}x`;
    expect(readKeyList(list).rejected).toEqual([
      'entry 2 ("short"): key shorter than 16 characters',
      'entry 3 ("noequals"): no "=" between slug and key',
      'entry 4: no slug before "="',
      'entry 5 ("good"): a second key for the same dealer',
    ]);
    expect(() => parseKeyList(list)).toThrow(/entry 2 \("short"\)[\s\S]*entry 3[\s\S]*entry 4[\s\S]*entry 5/);
    try {
      parseKeyList(`x=${'s'.repeat(15)}`);
    } catch (error) {
      expect((error as Error).message).not.toContain('s'.repeat(15));
    }
    expect(() => parseKeyList(`x=${'s'.repeat(15)}`)).toThrow(/LEAD_API_KEYS/);
  });
});
