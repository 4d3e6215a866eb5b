import { readFileSync, writeFileSync } from 'node:fs';
import { flagTable } from '../src/config/flagTable.ts';
import { cliArgs } from '../scripts/lib/cli.ts';
import { FLAG_DOC, withFlagTable } from './lib/flagTableDoc.ts';

/**
 * Prints the flag table generated from the dealer schema; `--write` puts it into
 * docs/operations/flags.md between the flag-table markers (a unit test fails when they differ).
 */
const { values } = cliArgs('npm run flags -- [--write]', {
  options: { write: { type: 'boolean', default: false } },
});
if (values.write) {
  const doc = readFileSync(FLAG_DOC, 'utf8');
  const next = withFlagTable(doc);
  if (next !== doc) writeFileSync(FLAG_DOC, next);
  console.log(next === doc ? `${FLAG_DOC} flag table is up to date.` : `${FLAG_DOC} flag table written.`);
} else {
  console.log(flagTable());
}
