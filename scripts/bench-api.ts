import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import autocannon from 'autocannon';
import { startLeadApi } from './lib/leadApiProcess.ts';
import { benchLeadApi, benchShopper } from './lib/benchLeads.ts';
import { buildEnv } from '../src/config/env/load.ts';
import { cliArgs, wholeNumber } from './lib/cli.ts';

/**
 * `npm run bench:api`: lead API throughput and p99 latency on loopback (POST /api/leads, a fresh
 * Idempotency-Key each), then `kill -9` under load: every lead the API acknowledged must be in the
 * store when it comes back.
 */
const settings = buildEnv();
const { values } = cliArgs('npm run bench:api -- [--duration S] [--connections N] [--port P]', {
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
    port: { type: 'string', default: String(settings.LEAD_API_BENCH_PORT ?? settings.LEAD_API_PORT + 1) },
  },
});
const port = wholeNumber('port', values.port, 1, 65_535);
const { db, env } = benchLeadApi('.data/bench');

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

function load(url: string, duration: number, acknowledged?: Set<string>) {
  return autocannon({
    url,
    connections: wholeNumber('connections', values.connections, 1),
    duration,
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
          if (acknowledged && status === 201) acknowledged.add((JSON.parse(body) as { lead_id: string }).lead_id);
        },
      },
    ],
  });
}

/** CPU seconds a process has used (Linux /proc), to report capacity apart from a busy machine. */
const cpuSeconds = (pid: number) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
};

const countLeads = () => {
  const store = new DatabaseSync(db, { readOnly: true });
  const row = store.prepare('SELECT count(*) AS n FROM leads').get() as { n: number };
  store.close();
  return row.n;
};

// 1. Throughput and latency.
let api = await startLeadApi(port, env);
await load(api.url, 2); // warm-up
const before = countLeads();
const cpuBefore = cpuSeconds(api.child.pid!);
const result = await load(api.url, wholeNumber('duration', values.duration, 1));
const serverCpu = cpuSeconds(api.child.pid!) - cpuBefore;
const stored = countLeads() - before;
console.log(`\nPOST /api/leads on loopback, ${values.connections} connections, ${result.duration} s:`);
console.log(
  `  throughput   ${Math.round(result.requests.average).toLocaleString('en-AU')} leads/s (${result['2xx'].toLocaleString('en-AU')} acknowledged)`,
);
console.log(
  `  latency      p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
);
console.log(
  `  server CPU   ${serverCpu.toFixed(1)} s: ${Math.round(stored / serverCpu).toLocaleString('en-AU')} leads per CPU-second of the API process`,
);
console.log(`  errors       ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
console.log(
  `  stored       ${stored.toLocaleString('en-AU')} new rows (${result['2xx'].toLocaleString('en-AU')} answers counted; requests in flight at the end are stored but not counted)`,
);

// 2. kill -9 under load: no acknowledged lead may be missing afterwards.
const acknowledged = new Set<string>();
const run = load(api.url, 30, acknowledged);
await new Promise((r) => setTimeout(r, 3000));
api.child.kill('SIGKILL');
await new Promise((r) => setTimeout(r, 500));
run.stop();
await run;
api = await startLeadApi(port, env);
const store = new DatabaseSync(db, { readOnly: true });
const has = store.prepare('SELECT 1 FROM leads WHERE id = ?');
const missing = [...acknowledged].filter((id) => !has.get(id));
store.close();
await api.stop();
console.log(
  `\nkill -9 under load: ${acknowledged.size.toLocaleString('en-AU')} leads acknowledged before the kill, ${missing.length} missing after restart.`,
);

const failed = result.errors + result.timeouts + result.non2xx > 0 || missing.length > 0 || stored < result['2xx'];
process.exitCode = failed ? 1 : 0;
