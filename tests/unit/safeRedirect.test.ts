import { describe, expect, it } from 'vitest';
import { safeLocalPath } from '../../src/stores/session.ts';

const ORIGIN = 'https://dealer.example';
const check = (value: string) => safeLocalPath(value, '/fallback', ORIGIN);

/** Every character class a WHATWG URL parser strips, trims or rewrites, placed where it turns a path into a host. */
const stripped = {
  tab: '\t',
  'line feed': '\n',
  'carriage return': '\r',
  'C0 NUL': '\u0000',
  'C0 unit separator': '\u001f',
  DEL: '\u007f',
  backslash: '\\',
};

describe('safeLocalPath: same-site decided by the URL parser', () => {
  it('keeps plain same-site paths, with query and fragment', () => {
    expect(check('/watchlist')).toBe('/watchlist');
    expect(check('/personalised/finance?car_id=7')).toBe('/personalised/finance?car_id=7');
    expect(check('/cars/x/#photos')).toBe('/cars/x/#photos');
    expect(check('/a/../b')).toBe('/b');
    expect(check('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('refuses anything that is not a plain path', () => {
    for (const value of [
      '',
      'watchlist',
      'https://evil.example/',
      'HTTPS://evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/',
      '///evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      `${ORIGIN}/watchlist`,
    ]) {
      expect(check(value), JSON.stringify(value)).toBe('/fallback');
    }
  });

  for (const [name, char] of Object.entries(stripped)) {
    it(`refuses a ${name} hidden in or around the path`, () => {
      for (const value of [
        `/${char}/evil.example`,
        `${char}//evil.example`,
        `/${char}${char}/evil.example`,
        `//${char}evil.example`,
        `/${char}\\evil.example`,
        `${char}/watchlist`,
        `/watchlist${char}`,
      ]) {
        const answer = check(value);
        expect(answer, JSON.stringify(value)).toBe('/fallback');
        // Whatever the answer, the browser resolves it on this origin.
        expect(new URL(answer, ORIGIN).origin).toBe(ORIGIN);
      }
    });
  }

  it('answers only paths that the browser resolves on the same origin (fuzzed)', () => {
    const parts = ['/', '\\', '\t', '\n', ' ', '.', 'evil.example', '%2f', '@', ':', '?', '#', '\u0000', 'a'];
    let seed = 18;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let round = 0; round < 3000; round += 1) {
      let value = '';
      for (let i = next() % 6; i >= 0; i -= 1) value += parts[next() % parts.length] ?? '';
      const answer = check(value);
      expect(answer.startsWith('/') && !answer.startsWith('//'), JSON.stringify(value)).toBe(true);
      expect(new URL(answer, ORIGIN).origin, JSON.stringify(value)).toBe(ORIGIN);
    }
  });

  it('refuses leading or trailing spaces (trimmed by the parser); an inner space stays an encoded path', () => {
    for (const value of [' //evil.example', '\u00a0/x', ' /watchlist', '/watchlist ', '\f//evil.example']) {
      expect(check(value), JSON.stringify(value)).toBe('/fallback');
    }
    expect(check('/ /evil.example')).toBe('/%20/evil.example');
  });

  it('falls back to the given page', () => {
    expect(safeLocalPath(null, '/cars/x/', ORIGIN)).toBe('/cars/x/');
    expect(safeLocalPath('\t//evil.example', '/cars/x/', ORIGIN)).toBe('/cars/x/');
  });
});
