import { Agent, request } from 'node:http';

/** What a paced run measured: answers by status and latency percentiles (ms). */
export interface PacedResult {
  sent: number;
  ok: number;
  failed: number;
  /** Answers per second over the run. */
  rate: number;
  latency: { p50: number; p90: number; p99: number; max: number };
}

/**
 * An open-loop load at a steady `rate`: request i leaves at start + i / rate whatever the earlier
 * ones are doing (autocannon's per-connection quota per second sends each second's share in a
 * burst at its start, so its "rate" measures the flat-out latency). Latency counts from when the
 * request was due, so a server (or client) falling behind shows in it. At most `sockets` requests
 * are open at once, kept alive.
 */
export async function pacedLoad(options: {
  url: string;
  rate: number;
  seconds: number;
  sockets: number;
  request: () => { path: string; headers: Record<string, string>; body: string };
}): Promise<PacedResult> {
  const target = new URL(options.url);
  const agent = new Agent({ keepAlive: true, maxSockets: options.sockets });
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const start = performance.now();
  const one = (due: number) =>
    new Promise<void>((done) => {
      const { path, headers, body } = options.request();
      const req = request({ host: target.hostname, port: target.port, path, method: 'POST', agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          if ((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300) ok += 1;
          else failed += 1;
          done();
        });
      });
      req.on('error', () => {
        failed += 1;
        done();
      });
      req.end(body);
    });
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(one(due));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN);
  return {
    sent: total,
    ok,
    failed,
    rate: ok / elapsed,
    latency: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: Math.round(latencies.at(-1) ?? NaN) },
  };
}
