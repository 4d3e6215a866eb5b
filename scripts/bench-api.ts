import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { LeadStore } from '../server/store.ts';
import { startLeadApi, type LeadApiProcess } from './lib/leadApiProcess.ts';
import { benchLeadApi, benchShopper } from './lib/benchLeads.ts';
import { cpuSeconds, startPoolNginx, treeCpuSeconds } from './lib/benchPool.ts';
import { freePort, startPostgres } from './lib/postgresCluster.ts';
import { cliArgs, wholeNumber } from './lib/cli.ts';
import { pacedLoad } from './lib/pacedLoad.ts';
import { buildEnv } from '../src/config/env/load.ts';

/**
 * `npm run bench:api`: lead API throughput, p50/p99 latency and server CPU on loopback (POST
 * /api/leads, a fresh Idempotency-Key each) on SQLite with one instance, then on a throw-away
 * PostgreSQL (default durability: synchronous_commit on) with one instance and with two behind the
 * shipped nginx pool (deploy/nginx/lead-api-upstream.conf); then `kill -9` of an instance under load
 * (SQLite: the only one, restarted; PostgreSQL: one of two behind nginx): every lead the API
 * acknowledged must be stored, once. Each configuration runs paced at `--rate` leads/s, open loop
 * (lib/pacedLoad.ts: the latency a shopper sees at the goal's load), then flat out with autocannon
 * (throughput, CPU). The delivery workers run apart
 * (DELIVERY_WORKER=0, the scaled-out shape; `npm run bench:delivery` measures them); `--with-worker`
 * runs each instance's own worker thread as well. `-- --only sqlite|postgres` runs one engine;
 * `-- --synchronous-commit off` shows what PostgreSQL's wait for the WAL flush at each commit costs.
 */
const settings = buildEnv();
const { values } = cliArgs(
  'npm run bench:api -- [--duration S] [--connections N] [--rate N] [--port P] [--only sqlite|postgres] [--synchronous-commit on|off] [--with-worker]',
  {
    options: {
      port: { type: 'string', default: String(settings.LEAD_API_BENCH_PORT ?? settings.LEAD_API_PORT + 1) },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '64' },
      rate: { type: 'string', default: '1500' },
      'with-worker': { type: 'boolean', default: false },
      only: { type: 'string' },
      'synchronous-commit': { type: 'string', default: 'on' },
    },
  },
);
const duration = wholeNumber('duration', values.duration, 1);
const connections = wholeNumber('connections', values.connections, 1);
const rate = wholeNumber('rate', values.rate, 1);
/** The goal with two instances on PostgreSQL: the paced run's p99 at `rate` leads/s. */
const P99_GOAL_MS = 50;
const bench = benchLeadApi('.data/bench');
const { dir, db } = bench;
const env = { ...bench.env, DELIVERY_WORKER: values['with-worker'] ? '1' : '0' };

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

/** As fast as answered over `connections` connections (autocannon). */
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

/** CPU seconds used so far by each part of the server (API instances, nginx, PostgreSQL). */
type CpuParts = Record<string, () => number>;
const readParts = (parts: CpuParts) => Object.entries(parts).map(([name, read]) => [name, read()] as const);

/**
 * Two measured runs against `url`: paced at the goal's rate (the latency a shopper sees at that load),
 * then as fast as it answers (throughput, CPU in total and by part). Returns what failed, if anything.
 */
async function measure(title: string, url: string, location: string, parts: CpuParts): Promise<string[]> {
  await load(url, 2); // warm-up
  const before = (await storedIds(location)).length;
  // Paced first: the latency at the goal's load on a store that has been taking that load, not in
  // the wake of the flat-out run's burst of WAL (its checkpoint would land in the paced run).
  const paced = await pacedLoad({
    url,
    rate,
    seconds: duration,
    sockets: connections,
    request: () => {
      const key = randomUUID();
      return {
        path: '/api/leads',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: lead(key),
      };
    },
  });
  const cpuBefore = readParts(parts);
  const result = await load(url, duration);
  const used = readParts(parts).map(([name, after], i) => [name, after - cpuBefore[i]![1]] as const);
  const cpu = used.reduce((sum, [, seconds]) => sum + seconds, 0);
  const stored = (await storedIds(location)).length - before;
  const acknowledged = result['2xx'] + paced.ok;
  const latency = (r: { latency: Pick<Result['latency'], 'p50' | 'p90' | 'p99' | 'max'> }) =>
    `p50 ${r.latency.p50} ms, p90 ${r.latency.p90} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms`;
  const errors = (r: Result) => `${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`;
  const per = (n: number) => Math.round(n).toLocaleString('en-AU');
  console.log(`\n${title}: POST /api/leads on loopback, ${connections} connections`);
  console.log(`  at ${per(rate)}/s   ${per(paced.rate)} leads/s answered, open loop; ${latency(paced)}`);
  console.log(`  flat out     ${per(result.requests.average)} leads/s over ${result.duration} s; ${latency(result)}`);
  console.log(
    `  server CPU   ${cpu.toFixed(1)} s (${(cpu / result.duration).toFixed(2)} cores): ${per(result['2xx'] / cpu)} leads per server CPU-second`,
  );
  console.log(
    `  CPU by part  ${used.map(([name, seconds]) => `${name} ${(seconds / result.duration).toFixed(2)}`).join(', ')} cores`,
  );
  console.log(`  errors       paced ${paced.failed} failed; flat out ${errors(result)}`);
  console.log(`  stored       ${per(stored)} new rows for ${per(acknowledged)} acknowledged`);
  const failed: string[] = [];
  if (result.errors + result.timeouts + result.non2xx + paced.failed > 0) failed.push(`${title}: requests failed`);
  if (stored < acknowledged) failed.push(`${title}: ${per(stored)} stored for ${per(acknowledged)} acknowledged`);
  if (title.startsWith('PostgreSQL, two') && (paced.latency.p99 > P99_GOAL_MS || paced.rate < rate * 0.98))
    failed.push(`${title}: the goal is ${per(rate)} leads/s at p99 ≤ ${P99_GOAL_MS} ms`);
  return failed;
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
  return missing > 0 || twice > 0 ? [`${title}: ${missing} missing, ${twice} twice`] : [];
}

const problems: string[] = [];
if (values.only !== 'postgres') problems.push(...(await sqliteRuns()));
async function sqliteRuns() {
  const failed: string[] = [];
  // 1. SQLite, one instance (the embedded default), then kill -9 and a restart on the same file.
  const port = wholeNumber('port', values.port, 1, 65_535);
  let api = await startLeadApi(port, env);
  failed.push(...(await measure('SQLite, one instance', api.url, db, { API: () => cpuSeconds(api.child.pid!) })));
  failed.push(
    ...(await killDrill('SQLite kill -9 under load, restarted', api.url, api, db, async () => {
      api = await startLeadApi(port, env);
    })),
  );
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
    const cpu1 = { API: () => cpuSeconds(single.child.pid!), PostgreSQL: () => treeCpuSeconds(postmaster) };
    problems.push(...(await measure('PostgreSQL, one instance', single.url, one, cpu1)));
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
      const cpu2 = {
        'two APIs': () => apis.reduce((sum, a) => sum + cpuSeconds(a.child.pid!), 0),
        nginx: () => treeCpuSeconds(nginx.pid),
        PostgreSQL: () => treeCpuSeconds(postmaster),
      };
      problems.push(...(await measure('PostgreSQL, two instances behind nginx', nginx.url, two, cpu2)));
      problems.push(
        ...(await killDrill('PostgreSQL kill -9 of one of two instances under load', nginx.url, apis[0]!, two)),
      );
    } finally {
      nginx.stop();
    }
  } finally {
    await Promise.all(started.map((a) => a.stop()));
    cluster.stop();
  }
}
for (const problem of problems) console.error(`bench:api: ${problem}.`);
process.exitCode = problems.length > 0 ? 1 : 0;
