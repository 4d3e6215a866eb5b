import { readFileSync, writeFileSync } from 'node:fs';
import { cliArgs } from './lib/cli.ts';
import { readmeEnvTables, withEnvTables } from './lib/envTable.ts';

/**
 * Prints the README's environment tables, generated from the two schemas; `--write` puts them into
 * README.md between the env-table markers (a unit test fails when the README and the schemas differ).
 */
const { values } = cliArgs('npm run env-table -- [--write]', {
  options: { write: { type: 'boolean', default: false } },
});
if (values.write) {
  const readme = readFileSync('README.md', 'utf8');
  const next = withEnvTables(readme);
  if (next !== readme) writeFileSync('README.md', next);
  console.log(
    next === readme ? 'README.md environment tables are up to date.' : 'README.md environment tables written.',
  );
} else {
  console.log(readmeEnvTables());
}
