import { listReleases, releaseLine } from './deploy/rollbackDealer.ts';
import { deployArgs } from './deploy/settings.ts';

// npm run releases -- --dealer=<slug>: the dealer's releases, oldest first: live (starred), good or bad.
const { settings, wanted } = deployArgs();
if (wanted.length === 0) {
  console.error('Name the dealer: npm run releases -- --dealer=<slug>');
  process.exit(2);
}
for (const slug of wanted) {
  const releases = listReleases(slug, settings.root);
  console.log(`${slug}: ${releases.length === 0 ? 'no releases' : `${releases.length} releases`}`);
  for (const r of releases) console.log(releaseLine(r));
}
