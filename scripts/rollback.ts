import { rollbackDealer } from './deploy/deployDealer.ts';
import { deployArgs } from './deploy/settings.ts';

// npm run rollback -- --dealer=<slug>: puts the release before the current one back.
const { settings, wanted } = deployArgs();
if (wanted.length === 0) {
  console.error('Name the dealer: npm run rollback -- --dealer=<slug>');
  process.exit(2);
}
let failed = 0;
for (const slug of wanted) {
  const outcome = await rollbackDealer(slug, settings);
  console.log(`${outcome.ok ? '✓' : '✗'} ${outcome.message}`);
  if (!outcome.ok) failed += 1;
}
process.exitCode = failed > 0 ? 1 : 0;
