import { formatDealerIssue } from '../src/config/formatIssues.ts';
import { buildEnv } from '../src/config/env/load.ts';
import { loadAllDealers } from '../src/config/loadDealer.ts';
import { cliArgs } from './lib/cli.ts';

/** Validates every dealer folder and prints one line per problem; exits 1 when any dealer is invalid. */
const { values } = cliArgs('npm run check-dealers -- [--dealers-dir DIR]', {
  options: { 'dealers-dir': { type: 'string', default: buildEnv().DEALERS_DIR } },
});
const root = values['dealers-dir'];
const results = loadAllDealers(root);
for (const result of results) {
  if (result.ok) console.log(`ok   ${result.slug}`);
  else for (const issue of result.issues) console.log(`FAIL ${formatDealerIssue(issue)}`);
}
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
