import { describe, expect, it } from 'vitest';
import { formatDistance, formatPrice, numberFormat } from '../../src/domain/format.ts';
import { formatCount } from '../../src/domain/stars.ts';

describe('number formats', () => {
  it('formats whole-dollar prices, odometers and counts in the site locale', () => {
    expect(formatPrice(32990, 'en-AU', 'AUD')).toBe('$32,990');
    expect(formatPrice(32990.6, 'en-AU', 'AUD')).toBe('$32,991');
    expect(formatPrice(32990, 'en-NZ', 'NZD')).toBe('$32,990');
    expect(formatPrice(32990, 'en-AU', 'NZD')).toBe('NZD\u00a032,990');
    expect(formatDistance(45000, 'en-AU', 'km')).toBe('45,000 km');
    expect(formatDistance(45000, 'en-AU', 'mile')).toBe('27,962 mi');
    expect(formatCount(2093)).toBe('2,093');
  });

  it('makes each locale and currency format once and reuses it', () => {
    expect(numberFormat('en-AU', 'AUD')).toBe(numberFormat('en-AU', 'AUD'));
    expect(numberFormat('en-AU')).toBe(numberFormat('en-AU'));
    expect(numberFormat('en-AU', 'AUD')).not.toBe(numberFormat('en-AU', 'NZD'));
    expect(numberFormat('en-AU')).not.toBe(numberFormat('en-AU', 'AUD'));
    expect(numberFormat('en-AU').format(1234.5)).toBe('1,234.5');
  });
});
