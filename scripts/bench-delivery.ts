import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
import { startLeadApi } from './lib/leadApiProcess.ts';
import { benchLeadApi, benchShopper } from './lib/benchLeads.ts';
import { openPort } from './lib/openPort.ts';
import { startPostgres } from './lib/postgresCluster.ts';
import { cpuSeconds, treeCpuSeconds } from './lib/benchPool.ts';
import { cliArgs, wholeNumber } from './lib/cli.ts';

/**
 * `npm run bench:delivery`: 1,000 leads posted on loopback to the real lead API (its delivery worker
 * in the same process) with a local SMTP server as the dealer's relay. Reports the time from the
 * API's 201 to the message accepted by the SMTP server (p50, p99), messages per second, and the lead
 * API's throughput while that delivery runs. Goals: p99 ≤ 2 s, ≥ 200 messages/s, ≥ 2,000 leads/s.
 * `-- --postgres [--workers 2]`: on a throw-away PostgreSQL, the API with DELIVERY_WORKER=0 and that
 * many `npm run deliver` processes claiming from one queue; every message must arrive once. On SQLite,
 * `--workers N` adds N `npm run deliver` processes beside the API's own thread, on the same file.
 */
const { values } = cliArgs('npm run bench:delivery -- [--leads N] [--concurrency N] [--duration S]', {
  options: {
    leads: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '32' },
    duration: { type: 'string', default: '10' },
    postgres: { type: 'boolean', default: false },
    // Two apart on PostgreSQL; none beside the API's own thread on SQLite.
    workers: { type: 'string' },
  },
});
const LEADS = wholeNumber('leads', values.leads, 1);
const bench = benchLeadApi('.data/bench-delivery');

// The relay: accepts everything and notes when each lead's message arrived (no parsing on the clock).
const accepted: { lead: string; at: number }[] = [];
const smtpPort = await openPort();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString('utf8');
    });
    stream.on('end', () => {
      accepted.push({
        lead: /^X-Lead-Id: (\S+)/im.exec(head)?.[1] ?? '',
        at: performance.timeOrigin + performance.now(),
      });
      callback();
    });
  },
});
// A worker stopped in the middle of a message resets its connection: a relay carries on, as this one does.
smtp.on('error', () => undefined);
await new Promise<void>((done) =>
  smtp.listen(smtpPort, '127.0.0.1', () => {
    done();
  }),
);

const cluster = values.postgres ? await startPostgres() : null;
const env = {
  ...bench.env,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  ...(cluster ? { DATABASE_URL: cluster.url, DELIVERY_WORKER: '0' } : {}),
};
const port = await openPort();
const api = await startLeadApi(port, env);
const workerCount = wholeNumber('workers', values.workers ?? (cluster ? '2' : '0'), cluster ? 1 : 0);
const workers =
  workerCount > 0
    ? Array.from({ length: workerCount }, () =>
        spawn(process.execPath, ['scripts/deliver.ts'], {
          env: { ...process.env, ...env },
          stdio: ['ignore', 'pipe', 'inherit'],
        }),
      )
    : [];
// The clock starts once every worker is listening: a worker still starting is not delivery time.
await Promise.all(
  workers.map(
    (worker) =>
      new Promise<void>((ready, fail) => {
        let said = '';
        worker.stdout.on('data', (chunk: Buffer) => {
          said += chunk.toString('utf8');
          if (said.includes('Delivery worker on')) ready();
        });
        worker.once('exit', (code) => {
          fail(new Error(`npm run deliver exited with code ${String(code)} before it was ready.`));
        });
      }),
  ),
);

/** A finance enquiry to the group demo dealer: two messages (the finance inbox and the CRM inbox). */
const lead = (n: string) =>
  JSON.stringify({
    form: 'finance',
    website_id: 102,
    ...benchShopper(n),
    postcode: '2300',
    message: 'Please send me a finance quote.',
    location_id: 1021,
    dealership_slug: 'harbour-mazda-broadmeadow',
    terms: true,
  });

// 1. 1,000 leads, `concurrency` at a time; the 201's arrival time per lead.
const acknowledgedAt = new Map<string, number>();
let next = 0;
const poster = async () => {
  while (next < LEADS) {
    next += 1;
    const res = await fetch(`${api.url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: lead(String(next)),
    });
    const body = (await res.json()) as { lead_id?: string };
    if (res.status === 201 && body.lead_id)
      acknowledgedAt.set(body.lead_id, performance.timeOrigin + performance.now());
  }
};
const started = performance.now();
const postgresPid = cluster
  ? Number(readFileSync(join(cluster.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0])
  : 0;
const cpuParts: Record<string, () => number> = {
  'this bench (posting, SMTP relay)': () => process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
  [cluster ? 'API' : 'API and its worker thread']: () => cpuSeconds(api.child.pid!),
  ...(workers.length > 0 && { workers: () => workers.reduce((sum, w) => sum + cpuSeconds(w.pid!), 0) }),
  ...(cluster && { PostgreSQL: () => treeCpuSeconds(postgresPid) }),
};
const cpuBefore = Object.values(cpuParts).map((read) => read());
await Promise.all(Array.from({ length: wholeNumber('concurrency', values.concurrency, 1) }, poster));
const postedS = (performance.now() - started) / 1000;
const expected = acknowledgedAt.size * 2;
const deadline = Date.now() + 120_000;
while (accepted.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
const cpuUsed = Object.entries(cpuParts).map(([name, read], i) => `${name} ${(read() - cpuBefore[i]!).toFixed(1)} s`);
const latencies = accepted
  .filter((a) => acknowledgedAt.has(a.lead))
  .map((a) => Math.max(0, a.at - acknowledgedAt.get(a.lead)!))
  .sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
const spanS = (Math.max(...accepted.map((a) => a.at)) - Math.min(...accepted.map((a) => a.at))) / 1000;
const messagesPerS = accepted.length / Math.max(spanS, 0.001);
console.log(
  `\n${acknowledgedAt.size} leads posted in ${postedS.toFixed(1)} s; ${accepted.length} of ${expected} messages accepted by the SMTP server.`,
);
console.log(
  `  201 → accepted   p50 ${pct(50).toFixed(0)} ms, p99 ${pct(99).toFixed(0)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(0)} ms (goal p99 ≤ 2,000 ms)`,
);
console.log(`  delivery         ${Math.round(messagesPerS)} messages/s over ${spanS.toFixed(1)} s (goal ≥ 200)`);
console.log(`  CPU              ${cpuUsed.join(', ')}`);
// Each lead has two messages: any more for a lead is a message sent twice.
const perLead = new Map<string, number>();
for (const a of accepted) perLead.set(a.lead, (perLead.get(a.lead) ?? 0) + 1);
const twice = [...perLead.values()].reduce((sum, n) => sum + Math.max(0, n - 2), 0);
console.log(
  `  workers          ${cluster ? `${workers.length} \`npm run deliver\` on PostgreSQL` : `the API’s own thread${workers.length > 0 ? ` and ${workers.length} \`npm run deliver\`` : ''} on SQLite`}; ${twice} messages sent twice`,
);

// 2. The lead API under load while its worker delivers.
const before = accepted.length;
const load = await autocannon({
  url: api.url,
  connections: 64,
  duration: wholeNumber('duration', values.duration, 1),
  requests: [
    {
      method: 'POST',
      path: '/api/leads',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: lead(randomUUID()) }),
    },
  ],
});
console.log(
  `  lead API         ${Math.round(load.requests.average).toLocaleString('en-AU')} leads/s while delivering (${load['2xx'].toLocaleString('en-AU')} acknowledged in ${load.duration} s, p99 ${load.latency.p99} ms; ${(accepted.length - before).toLocaleString('en-AU')} messages sent meanwhile) (goal ≥ 2,000)`,
);

await api.stop();
await Promise.all(
  workers.map(
    (worker) =>
      new Promise((exited) => {
        worker.once('exit', exited);
        worker.kill('SIGTERM');
      }),
  ),
);
cluster?.stop();
await new Promise<void>((done) => {
  smtp.close(() => {
    done();
  });
});
const failed =
  twice > 0 || accepted.length < expected || pct(99) > 2000 || messagesPerS < 200 || load.non2xx + load.errors > 0;
process.exitCode = failed ? 1 : 0;
