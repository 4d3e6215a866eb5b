import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { serveDealers } from '../../scripts/lib/dealerServer.ts';
import { connectSearchEngine } from '../../scripts/lib/searchEngine.ts';
import { E2E_PORT } from './e2eServer.ts';

/**
 * Builds every demo dealer against the real (embedded or MEILI_HOST) Meilisearch, then serves
 * dist/ by host name. Islands query that same engine at run time, so it stays up for the run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const engine = await connectSearchEngine();
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync(process.execPath, ['scripts/build.ts', '--out', 'dist'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The demo dealers did not all build; see the build output above.');
  }
  const { server } = await serveDealers(resolve('dist'), E2E_PORT);
  return async () => {
    await new Promise((done) => server.close(done));
    await engine.stop();
  };
}
