import type * as v from 'valibot';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flagAreas } from '../../src/config/dealerSchema.ts';
import { describeFlag } from '../../src/config/flag.ts';
import { flagTable } from '../../src/config/flagTable.ts';
import { FLAG_DOC, withFlagTable } from '../../tools/lib/flagTableDoc.ts';

describe('the flag table', () => {
  it('in docs/operations/flags.md is the one the schema generates (npm run flags -- --write)', () => {
    const doc = readFileSync(FLAG_DOC, 'utf8');
    expect(doc).toContain(flagTable());
    expect(withFlagTable(doc)).toBe(doc);
  });

  it('--write replaces a drifted table between the markers and refuses a page without them', () => {
    const drifted = '# Flags\n\n<!-- flag-table:start -->\n| old |\n<!-- flag-table:end -->\n\nAfter.\n';
    const written = withFlagTable(drifted);
    expect(written).toContain(flagTable());
    expect(written).not.toContain('| old |');
    expect(written.endsWith('\n\nAfter.\n')).toBe(true);
    expect(() => withFlagTable('# Flags\n')).toThrow(`${FLAG_DOC} has no flag-table:start / flag-table:end markers.`);
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
