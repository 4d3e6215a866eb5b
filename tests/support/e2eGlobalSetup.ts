import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildConsole } from '../../scripts/lib/consoleBuild.ts';
import { serveDealers } from '../../scripts/lib/dealerServer.ts';
import { localPayments } from '../../scripts/lib/demoPayments.ts';
import { startLeadApi } from '../../scripts/lib/leadApiProcess.ts';
import { connectSearchEngine } from '../../scripts/lib/searchEngine.ts';
import { demoDealers } from './demoDealers.ts';
import { E2E_MAIL_DIR } from './e2eMail.ts';
import { E2E_PORT } from './e2eServer.ts';
import { SmtpReceiver } from './smtpReceiver.ts';
import { adminClient, ensureSigningKey } from '../../scripts/lib/stockIndex.ts';
import { DEFAULT_INDEX_UID } from '../../src/search/indexSettings.ts';
import { e2eLeadApiEnv, LEAD_API_PORT, readLeadApiState, writeLeadApiState } from './leadApiE2e.ts';

/**
 * Builds every demo dealer against the real (embedded or MEILI_HOST) Meilisearch, starts the lead
 * API with a fresh store, then serves dist/ by host name. Islands query that same engine and API.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const engine = await connectSearchEngine();
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync(process.execPath, ['scripts/build.ts', '--out', 'dist'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The demo dealers did not all build; see the build output above.');
    const scan = spawnSync(process.execPath, ['tools/scan-secrets.ts'], { stdio: 'inherit' });
    if (scan.status !== 0) throw new Error('npm run scan-secrets failed on dist/; see its output above.');
  }
  // The dealer console the lead API serves at /console/ (its own small Astro build).
  buildConsole({ unlessBuilt: process.env.E2E_SKIP_BUILD === '1' });
  mkdirSync(resolve('.data/e2e'), { recursive: true });
  // A real SMTP server on loopback receives every lead email; tests read what it accepted.
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  const smtp = await new SmtpReceiver({ saveDir: E2E_MAIL_DIR }).start();
  const payments = await localPayments(`http://127.0.0.1:${LEAD_API_PORT}`, {});
  const env = {
    ...e2eLeadApiEnv(
      demoDealers().map((d) => d.config.slug),
      resolve(`.data/e2e/leads-${Date.now()}.sqlite`),
    ),
    SMTP_URL: smtp.url,
    // The API reads the car of a lead (year, VIN, price) with the search-only key, as in production.
    MEILI_HOST: engine.host,
    MEILI_SEARCH_KEY: (await ensureSigningKey(adminClient(engine.host, engine.masterKey), DEFAULT_INDEX_UID)).key,
    // Reservations mark held cars reserved in the index, and pay at the loopback test processor.
    MEILI_WRITE_KEY: engine.masterKey,
    ...payments.env,
  };
  const api = await startLeadApi(LEAD_API_PORT, env);
  writeLeadApiState({ pid: api.child.pid!, env });
  const { server } = await serveDealers(resolve('dist'), E2E_PORT);
  return async () => {
    await new Promise((done) => server.close(done));
    // A fault test may have replaced the API process: stop the one running now.
    const state = readLeadApiState();
    if (state && state.pid !== api.child.pid) {
      try {
        process.kill(state.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await api.stop();
    await payments.stop();
    await smtp.stop();
    await engine.stop();
  };
}
