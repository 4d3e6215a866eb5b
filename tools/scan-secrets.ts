import { resolve } from 'node:path';
import { knownSecrets } from './lib/knownSecrets.ts';
import { scanDist } from './lib/secretScan.ts';
import { connectSearchEngine } from '../scripts/lib/searchEngine.ts';
import { buildEnv } from '../src/config/env/load.ts';
import { cliArgs } from '../scripts/lib/cli.ts';

/**
 * `npm run scan-secrets [-- --dist dist]`: every file of every dist/<slug>/ against the secrets this
 * machine knows (Meilisearch master/admin/search keys, lead API export keys, shoppers' emails and
 * phones in the lead stores: .data's SQLite files, or DATABASE_URL's PostgreSQL) and secret-shaped
 * strings. Prints the file and the kind of each hit, never the value.
 */
const { values } = cliArgs('npm run scan-secrets -- [--dist DIR]', {
  options: { dist: { type: 'string', default: 'dist' } },
});
const engine = await connectSearchEngine();
let exitCode = 0;
try {
  const secrets = await knownSecrets({
    dataDir: resolve('.data'),
    dealersDir: resolve(buildEnv().DEALERS_DIR),
    env: buildEnv(),
    meili: engine,
  });
  const kinds = new Map<string, number>();
  for (const s of secrets) kinds.set(s.kind, (kinds.get(s.kind) ?? 0) + 1);
  const result = scanDist(resolve(values.dist), secrets);
  const mb = (result.bytes / 1_048_576).toFixed(1);
  console.log(`Scanned ${result.files} files (${mb} MB) of ${result.sites.length} sites: ${result.sites.join(', ')}`);
  console.log(`Looked for ${secrets.length} known values: ${[...kinds].map(([k, n]) => `${n} ${k}`).join(', ')}`);
  for (const finding of result.findings) console.log(`SECRET ${finding.file}: ${finding.kind}`);
  console.log(result.findings.length === 0 ? 'No secret found.' : `${result.findings.length} secret(s) found.`);
  if (result.findings.length > 0) exitCode = 1;
} catch (error) {
  console.error((error as Error).message);
  exitCode = 2;
} finally {
  await engine.stop();
}
process.exit(exitCode);
