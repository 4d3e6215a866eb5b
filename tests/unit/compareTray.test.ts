import { describe, expect, it } from 'vitest';
import { compareTrayText } from '../../src/components/search/compareTray.ts';

describe('compareTrayText: the compare tray line on search pages', () => {
  it('one car asks for one more; two and three count; four is the most', () => {
    expect(compareTrayText(1)).toBe('1 car to compare: pick one more');
    expect(compareTrayText(2)).toBe('2 cars to compare');
    expect(compareTrayText(3)).toBe('3 cars to compare');
    expect(compareTrayText(4)).toBe('4 cars to compare (the most at once)');
  });
});
