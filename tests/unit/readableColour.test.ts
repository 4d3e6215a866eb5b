import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from '../../src/domain/readableColour.ts';

describe('brand colours as text reach WCAG AA contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0a7d8c', '#f5f6f8')).toBeCloseTo(4.49, 2);
  });
  it('darkens a colour just below 4.5:1 on the soft grey, keeps one that passes', () => {
    const fixed = readableOn('#0a7d8c', ['#ffffff', '#f5f6f8']);
    expect(fixed).not.toBe('#0a7d8c');
    expect(contrastRatio(fixed, '#f5f6f8')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readableOn('#1f4e99', ['#ffffff', '#f5f6f8'])).toBe('#1f4e99');
    expect(contrastRatio(readableOn('#ffcc00', ['#ffffff']), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
