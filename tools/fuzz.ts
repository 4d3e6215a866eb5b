import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadFleet } from '../server/fleet.ts';
import { fuzzLeadApi, prepareTargets, type Send } from './lib/fuzzLeadApi.ts';
import { startLeadApi } from '../scripts/lib/leadApiProcess.ts';
import { buildEnv } from '../src/config/env/load.ts';
import { cliArgs, wholeNumber } from '../scripts/lib/cli.ts';

/**
 * `npm run fuzz`: starts the real lead API (server/main.ts) on 127.0.0.1:LEAD_API_PORT with a
 * throw-away store, sends seeded fuzzed requests to every endpoint over HTTP, and prints the figures.
 * Exits 1 on any 5xx, any 4xx without a JSON error, or when the process died or stopped answering.
 */
const { values } = cliArgs('npm run fuzz -- [--seed N] [--rounds N] [--parallel N]', {
  options: {
    seed: { type: 'string', default: '9' },
    rounds: { type: 'string', default: '850' },
    parallel: { type: 'string', default: '8' },
  },
});
const port = buildEnv().LEAD_API_PORT;
const work = mkdtempSync(join(tmpdir(), 'lead-api-fuzz-'));
const log = join(work, 'messages.log');
const fleet = loadFleet('dealers', true);
const exportKeys = new Map(fleet.sites.map((s) => [s.slug, `${s.slug}-fuzz-export-key-0123456789`]));
const api = await startLeadApi(port, {
  LEAD_API_DB: join(work, 'leads.sqlite'),
  LEAD_API_LOG: log,
  LEAD_API_RATE_LIMIT: '0',
  LEAD_API_KEYS: [...exportKeys].map(([slug, key]) => `${slug}=${key}`).join(','),
});
const apiState = { crashed: false };
api.child.once('exit', () => {
  apiState.crashed = true;
});

const send: Send = async (method, path, init) => {
  const res = await fetch(`${api.url}${path}`, { method, headers: init.headers, body: init.body ?? null });
  return { status: res.status, text: await res.text() };
};
const latestCode = () => /code is (\d{6})/.exec(readFileSync(log, 'utf8').trim().split('\n').at(-1) ?? '')?.[1] ?? '';

let exitCode = 0;
try {
  const started = performance.now();
  const targets = await prepareTargets(send, { latestCode, exportKeys, origins: fleet.sites.map((s) => s.origin) });
  const report = await fuzzLeadApi(send, targets, {
    seed: wholeNumber('seed', values.seed, 0),
    rounds: wholeNumber('rounds', values.rounds, 1),
    parallel: wholeNumber('parallel', values.parallel, 1),
  });
  const seconds = (performance.now() - started) / 1000;
  const health = await send('GET', '/api/health', { headers: {} }).catch(() => ({ status: 0, text: '' }));
  console.log(`Endpoints fuzzed: ${report.endpoints.length}`);
  for (const name of report.endpoints) {
    const counts = Object.entries(report.byEndpoint[name] ?? {}).map(([status, n]) => `${status}×${n}`);
    console.log(`  ${name.padEnd(34)} ${counts.join('  ')}`);
  }
  console.log(
    `Bodies sent: ${report.bodies} (requests in all: ${report.requests}, seed ${values.seed}, ${seconds.toFixed(1)} s)`,
  );
  console.log(
    `Status histogram: ${Object.entries(report.histogram)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
  );
  console.log(
    `5xx answers: ${Object.entries(report.histogram)
      .filter(([s]) => Number(s) >= 500)
      .reduce((sum, [, n]) => sum + n, 0)}`,
  );
  console.log(`Process after the run: ${apiState.crashed ? 'DEAD' : 'alive'}, /api/health ${health.status}`);
  for (const failure of report.failures.slice(0, 20)) console.log('FAILURE', JSON.stringify(failure));
  if (report.failures.length > 0 || apiState.crashed || health.status !== 200) exitCode = 1;
} finally {
  await api.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(exitCode);
