import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { LeadStore } from '../server/store.ts';
import { startLeadApi, type LeadApiProcess } from './lib/leadApiProcess.ts';
import { benchLeadApi, benchShopper } from './lib/benchLeads.ts';
import { cpuSeconds, startPoolNginx, treeCpuSeconds } from './lib/benchPool.ts';
import { freePort, startPostgres } from './lib/postgresCluster.ts';
import { cliArgs, wholeNumber } from './lib/cli.ts';
import { buildEnv } from '../src/config/env/load.ts';

/**
 * `npm run bench:api`: lead API throughput, p50/p99 latency and server CPU on loopback (POST
 * /api/leads, a fresh Idempotency-Key each) on SQLite with one instance, then on a throw-away
 * PostgreSQL (default durability: synchronous_commit on) with one instance and with two behind the
 * shipped nginx pool (deploy/nginx/lead-api-upstream.conf); then `kill -9` of an instance under load
 * (SQLite: the only one, restarted; PostgreSQL: one of two behind nginx): every lead the API
 * acknowledged must be stored, once. `-- --only sqlite|postgres` runs one engine;
 * `-- --synchronous-commit off` shows what PostgreSQL's wait for the WAL flush at each commit costs.
 */
const settings = buildEnv();
const { values } = cliArgs(
  'npm run bench:api -- [--duration S] [--connections N] [--port P] [--only sqlite|postgres] [--synchronous-commit on|off]',
  {
    options: {
      port: { type: 'string', default: String(settings.LEAD_API_BENCH_PORT ?? settings.LEAD_API_PORT + 1) },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '64' },
      only: { type: 'string' },
      'synchronous-commit': { type: 'string', default: 'on' },
    },
  },
);
const duration = wholeNumber('duration', values.duration, 1);
const connections = wholeNumber('connections', values.connections, 1);
const { dir, db, env } = benchLeadApi('.data/bench');

const lead = (n: string) =>
  JSON.stringify({
    form: 'general-enquiry',
    website_id: 101,
    ...benchShopper(n),
    postcode: '4558',
    message: 'Is this car still available? Please call me in the afternoon.',
    category: 'General Enquiry',
    location_id: 1011,
    source: 'Website',
    url: 'https://www.example.com.au/enquiry/',
    lead_attributes: { visited_pages: ['/', '/search/used-cars/', '/enquiry/'], linked_query_params: {} },
  });

function load(url: string, seconds: number, acknowledged?: string[]) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/leads',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          const key = randomUUID();
          return { ...request, headers: { ...request.headers, 'Idempotency-Key': key }, body: lead(key) };
        },
        onResponse: (status, body) => {
          if (acknowledged && status === 201) acknowledged.push((JSON.parse(body) as { lead_id: string }).lead_id);
        },
      },
    ],
  });
}

async function storedIds(location: string): Promise<string[]> {
  const store = new LeadStore(location);
  try {
    return (await store.driver.all('SELECT id FROM leads')).map((r) => String(r.id));
  } finally {
    await store.close();
  }
}

/** One measured run against `url`; CPU is every server process's (APIs, nginx, PostgreSQL). */
async function measure(title: string, url: string, location: string, serverCpu: () => number) {
  await load(url, 2); // warm-up
  const before = (await storedIds(location)).length;
  const cpuBefore = serverCpu();
  const result = await load(url, duration);
  const cpu = serverCpu() - cpuBefore;
  const stored = (await storedIds(location)).length - before;
  console.log(`\n${title}: POST /api/leads on loopback, ${connections} connections, ${result.duration} s`);
  console.log(
    `  throughput   ${Math.round(result.requests.average).toLocaleString('en-AU')} leads/s (${result['2xx'].toLocaleString('en-AU')} acknowledged)`,
  );
  console.log(
    `  latency      p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(
    `  server CPU   ${cpu.toFixed(1)} s (${(cpu / result.duration).toFixed(2)} cores): ${Math.round(stored / cpu).toLocaleString('en-AU')} leads per server CPU-second`,
  );
  console.log(`  errors       ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  console.log(`  stored       ${stored.toLocaleString('en-AU')} new rows`);
  return result.errors + result.timeouts + result.non2xx > 0 || stored < result['2xx'];
}

/** kill -9 of `victim` while `url` is under load; then every acknowledged lead must be stored once. */
async function killDrill(
  title: string,
  url: string,
  victim: LeadApiProcess,
  location: string,
  restart?: () => Promise<unknown>,
) {
  const acknowledged: string[] = [];
  const run = load(url, 30, acknowledged);
  await new Promise((r) => setTimeout(r, 3000));
  victim.child.kill('SIGKILL');
  await new Promise((r) => setTimeout(r, restart ? 500 : 3000));
  run.stop();
  const result = await run;
  await restart?.();
  const ids = await storedIds(location);
  const stored = new Set(ids);
  const missing = acknowledged.filter((id) => !stored.has(id)).length;
  const twice = ids.length - stored.size + (acknowledged.length - new Set(acknowledged).size);
  console.log(
    `\n${title}: ${acknowledged.length.toLocaleString('en-AU')} leads acknowledged, ${missing} missing, ${twice} stored or acknowledged twice; ${result.non2xx} non-2xx and ${result.errors} errors while it was down.`,
  );
  return missing > 0 || twice > 0;
}

let failed = false;
if (values.only !== 'postgres') failed = await sqliteRuns();
async function sqliteRuns() {
  let failed = false;
  // 1. SQLite, one instance (the embedded default), then kill -9 and a restart on the same file.
  const port = wholeNumber('port', values.port, 1, 65_535);
  let api = await startLeadApi(port, env);
  failed = (await measure('SQLite, one instance', api.url, db, () => cpuSeconds(api.child.pid!))) || failed;
  failed =
    (await killDrill('SQLite kill -9 under load, restarted', api.url, api, db, async () => {
      api = await startLeadApi(port, env);
    })) || failed;
  await api.stop();
  return failed;
}

if (values.only !== 'sqlite') {
  const cluster = await startPostgres([
    `synchronous_commit = ${values['synchronous-commit'] === 'off' ? 'off' : 'on'}`,
  ]);
  const postmaster = Number(readFileSync(join(cluster.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const started: LeadApiProcess[] = [];
  try {
    // 2. PostgreSQL, one instance.
    const one = `${cluster.url}?options=-c%20search_path%3Done`;
    const single = await startLeadApi(await freePort(), { ...env, DATABASE_URL: one });
    started.push(single);
    const cpu1 = () => cpuSeconds(single.child.pid!) + treeCpuSeconds(postmaster);
    failed = (await measure('PostgreSQL, one instance', single.url, one, cpu1)) || failed;
    await single.stop();

    // 3. PostgreSQL, two instances behind the shipped nginx pool; then kill -9 one of them.
    const two = `${cluster.url}?options=-c%20search_path%3Dtwo`;
    const apis = [
      await startLeadApi(await freePort(), { ...env, DATABASE_URL: two, LEAD_API_TRUST_PROXY: '1' }),
      await startLeadApi(await freePort(), { ...env, DATABASE_URL: two, LEAD_API_TRUST_PROXY: '1' }),
    ];
    started.push(...apis);
    const ports = apis.map((a) => Number(new URL(a.url).port));
    const nginx = await startPoolNginx(join(dir, 'nginx'), await freePort(), ports);
    try {
      const cpu2 = () =>
        apis.reduce((sum, a) => sum + cpuSeconds(a.child.pid!), 0) + cpuSeconds(nginx.pid) + treeCpuSeconds(postmaster);
      failed = (await measure('PostgreSQL, two instances behind nginx', nginx.url, two, cpu2)) || failed;
      failed =
        (await killDrill('PostgreSQL kill -9 of one of two instances under load', nginx.url, apis[0]!, two)) || failed;
    } finally {
      nginx.stop();
    }
  } finally {
    await Promise.all(started.map((a) => a.stop()));
    cluster.stop();
  }
}
process.exitCode = failed ? 1 : 0;
