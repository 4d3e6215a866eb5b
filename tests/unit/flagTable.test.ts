import type * as v from 'valibot';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flagAreas } from '../../src/config/dealerSchema.ts';
import { describeFlag } from '../../src/config/flag.ts';
import { flagTable } from '../../src/config/flagTable.ts';

describe('the flag table', () => {
  it('in the README is the one the schema generates', () => {
    expect(readFileSync('README.md', 'utf8')).toContain(flagTable());
  });

  it('documents every flag and names the spec rule it serves', () => {
    const flags = Object.values(flagAreas).flatMap((area) => Object.entries(area.entries));
    expect(flags.length).toBeGreaterThanOrEqual(50);
    for (const [name, entry] of flags) {
      const { doc, spec } = describeFlag(entry as v.GenericSchema);
      expect(doc, name).not.toBe('');
      expect(spec, name).toMatch(/^§\d/);
    }
  });
});
