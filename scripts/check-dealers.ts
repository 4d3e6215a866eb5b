import { formatDealerIssue } from '../src/config/formatIssues.ts';
import { buildEnv } from '../src/config/env/load.ts';
import { loadAllDealers } from '../src/config/loadDealer.ts';
import { feedProblems } from './import/checkMapping.ts';
import { cliArgs } from './lib/cli.ts';
import { idleFlagNotes } from './lib/idleFlags.ts';
import { staleBadgeNotes } from './lib/staleBadges.ts';

/** Validates every dealer folder and prints one line per problem; exits 1 when any dealer is invalid. */
const { values } = cliArgs('npm run check-dealers -- [--dealers-dir DIR]', {
  options: { 'dealers-dir': { type: 'string', default: buildEnv().DEALERS_DIR } },
});
const root = values['dealers-dir'];
const results = loadAllDealers(root);
let failed = false;
for (const result of results) {
  if (!result.ok) {
    failed = true;
    for (const issue of result.issues) console.log(`FAIL ${formatDealerIssue(issue)}`);
    continue;
  }
  // The feed mapping against the dealer's own locations: a wrong id would fail every row of every import.
  const problems = feedProblems(result.dealer);
  for (const problem of problems) console.log(`FAIL dealer "${result.slug}": dealer.json flags.${problem}`);
  if (problems.length > 0) failed = true;
  else console.log(`ok   ${result.slug}`);
  for (const note of idleFlagNotes(result.dealer)) console.log(note);
  for (const note of staleBadgeNotes(result.dealer, new Date())) console.log(note);
}
process.exitCode = failed ? 1 : 0;
