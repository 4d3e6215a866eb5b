import { readFileSync, writeFileSync } from 'node:fs';
import { cliArgs } from '../scripts/lib/cli.ts';
import { ENV_DOC, envTables, withEnvTables } from './lib/envTable.ts';

/**
 * Prints the environment tables, generated from the two schemas; `--write` puts them into
 * docs/operations/environment.md between the env-table markers (a unit test fails when the page and
 * the schemas differ).
 */
const { values } = cliArgs('npm run env-table -- [--write]', {
  options: { write: { type: 'boolean', default: false } },
});
if (values.write) {
  const doc = readFileSync(ENV_DOC, 'utf8');
  const next = withEnvTables(doc);
  if (next !== doc) writeFileSync(ENV_DOC, next);
  console.log(
    next === doc ? `${ENV_DOC} environment tables are up to date.` : `${ENV_DOC} environment tables written.`,
  );
} else {
  console.log(envTables());
}
