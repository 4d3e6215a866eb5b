import { formatDealerIssue } from '../src/config/formatIssues.ts';
import { DEFAULT_DEALERS_DIR, loadAllDealers } from '../src/config/loadDealer.ts';

/** Validates every dealer folder and prints one line per problem; exits 1 when any dealer is invalid. */
const root = process.argv.find((arg) => arg.startsWith('--dealers-dir='))?.split('=')[1] ?? DEFAULT_DEALERS_DIR;
const results = loadAllDealers(root);
for (const result of results) {
  if (result.ok) console.log(`ok   ${result.slug}`);
  else for (const issue of result.issues) console.log(`FAIL ${formatDealerIssue(issue)}`);
}
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
