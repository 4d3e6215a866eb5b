import { DEFAULT_INDEX_UID } from '../src/search/indexSettings.ts';
import { buildEnv } from '../src/config/env/load.ts';
import { cliArgs } from './lib/cli.ts';
import { connectSearchEngine } from './lib/searchEngine.ts';
import { findSearchKey, keysReport, LEAD_READER_DESCRIPTION } from './lib/searchKeys.ts';
import { adminClient, ensureSigningKey } from './lib/stockIndex.ts';

// npm run keys: prints the search-only keys the lead API and the builds need, creating the lead
// API's key on the engine (MEILI_HOST with MEILI_MASTER_KEY, or the embedded one) when it is missing.
cliArgs('npm run keys', { args: process.argv.slice(2), options: {} });
const env = buildEnv();
let engine;
try {
  engine = await connectSearchEngine();
} catch (error) {
  console.error(`npm run keys: ${(error as Error).message}`);
  process.exit(1);
}
try {
  const admin = adminClient(engine.host, engine.masterKey);
  const { results } = await admin.getKeys({ limit: 1000 });
  const existing = findSearchKey(results, LEAD_READER_DESCRIPTION, DEFAULT_INDEX_UID);
  const lead =
    existing ??
    (await admin.createKey({
      description: LEAD_READER_DESCRIPTION,
      actions: ['search'],
      indexes: [DEFAULT_INDEX_UID],
      expiresAt: null,
    }));
  const signer = await ensureSigningKey(admin, DEFAULT_INDEX_UID);
  const lines = keysReport({
    host: engine.host,
    indexUid: DEFAULT_INDEX_UID,
    lead: { key: lead.key, created: existing === undefined },
    signer: { ...signer, fromEnv: Boolean(env.MEILI_SEARCH_KEY && env.MEILI_SEARCH_KEY_UID) },
  });
  console.log(lines.join('\n'));
} catch (error) {
  console.error(`npm run keys: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await engine.stop();
}
