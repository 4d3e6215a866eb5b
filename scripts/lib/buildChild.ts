import { fork, type ChildProcess } from 'node:child_process';
import { resolve as absolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEnv } from '../../src/config/env/load.ts';
import type { PrecompressStats } from '../precompress/precompress.ts';
import type { IncrementalResult } from '../incremental/changedLine.ts';
import { withStartup, type PhaseSeconds } from './buildPhases.ts';
import { COMPILE_CACHE_DIR, DEALERS_PER_PROCESS, keepWorker } from './workerRules.ts';

export interface ChildOutcome {
  ok: boolean;
  pages: number;
  bytes: number;
  seconds: number;
  peakRssMb: number;
  message: string;
  /** Seconds per phase of the dealer's build (startup: what its own phases leave of `seconds`). */
  phases: PhaseSeconds;
  /** CPU of the worker for this dealer (its first dealer also pays for starting the worker). */
  cpuSeconds: number;
  precompressed?: PrecompressStats | undefined;
  /** Only the pages a stock change touched were rendered: how many, for how many changed cars. */
  incremental?: IncrementalResult | undefined;
  /** An incremental build was asked for and the whole dealer was built instead, for this reason. */
  wholeReason?: string | undefined;
  /** With verify: files in which the incremental build differed from a whole one. */
  differences?: string[] | undefined;
}

interface Reply {
  ok: boolean;
  pages?: number;
  bytes?: number;
  peakRssMb?: number;
  rssMb?: number;
  message?: string;
  phases?: PhaseSeconds;
  cpuSeconds?: number;
  precompressed?: PrecompressStats;
  incremental?: IncrementalResult;
  wholeReason?: string;
  differences?: string[];
}

interface Worker {
  child: ChildProcess;
  built: number;
  output: string;
  /** Settles the build in progress (with null when the worker ended without an answer). */
  settle?: ((reply: Reply | null, code: number | null) => void) | undefined;
}

const CHILD = fileURLToPath(new URL('../build-dealer.ts', import.meta.url));

/** A worker process; the environment carries only public values, each dealer's come with its request. */
function startWorker(): Worker {
  const child = fork(CHILD, [], {
    env: {
      PATH: buildEnv().PATH ?? '',
      HOME: buildEnv().HOME ?? '',
      NODE_ENV: 'production',
      ASTRO_TELEMETRY_DISABLED: '1',
      // Compiled code kept on disk: the next worker loads Astro, Vite and a kept renderer faster.
      NODE_COMPILE_CACHE: absolute(COMPILE_CACHE_DIR),
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    execArgv: ['--max-old-space-size=2048'],
  });
  const worker: Worker = { child, built: 0, output: '' };
  const keep = (chunk: Buffer) => (worker.output = (worker.output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('message', (message) => worker.settle?.(message as Reply, null));
  child.on('exit', (code) => worker.settle?.(null, code));
  child.on('error', () => worker.settle?.(null, null));
  return worker;
}

export interface BuildWorkers {
  /** Builds one dealer in an idle worker (a new one when none is idle). */
  build(
    slug: string,
    env: Record<string, string>,
    options?: { incremental?: boolean; verify?: boolean },
  ): Promise<ChildOutcome>;
  /** Ends the workers and waits for them (their CPU counts towards this process's children only then). */
  close(): Promise<void>;
}

/**
 * Builds dealers in worker processes, each building up to `dealersPerProcess` dealers one after
 * another (scripts/lib/workerRules.ts); run at most as many builds at once as workers are wanted.
 * A dealer whose build fails or whose worker dies is reported with its reason, and the next dealer
 * gets a fresh worker.
 */
export function buildWorkers(dealersPerProcess = DEALERS_PER_PROCESS): BuildWorkers {
  const idle: Worker[] = [];
  const running = new Set<Promise<void>>();
  const start = () => {
    const worker = startWorker();
    const ended = new Promise<void>((resolve) => {
      worker.child.once('exit', () => {
        resolve();
      });
    });
    running.add(ended);
    void ended.then(() => {
      running.delete(ended);
    });
    return worker;
  };
  const build = (
    slug: string,
    env: Record<string, string>,
    options: { incremental?: boolean; verify?: boolean } = {},
  ) => {
    const started = performance.now();
    let worker = idle.pop();
    while (worker && !worker.child.connected) worker = idle.pop();
    worker ??= start();
    worker.output = '';
    return new Promise<ChildOutcome>((done) => {
      worker.settle = (reply, code) => {
        worker.settle = undefined;
        worker.built += 1;
        const seconds = (performance.now() - started) / 1000;
        const alive = reply !== null;
        const keep =
          alive && keepWorker({ built: worker.built, failed: !reply.ok, rssMb: reply.rssMb ?? 0 }, dealersPerProcess);
        if (keep) idle.push(worker);
        else if (alive) worker.child.kill('SIGTERM');
        const lastLine = worker.output.trim().split('\n').filter(Boolean).at(-1) ?? `exit code ${code}`;
        done({
          ok: reply?.ok === true,
          pages: reply?.pages ?? 0,
          bytes: reply?.bytes ?? 0,
          seconds,
          peakRssMb: reply?.peakRssMb ?? 0,
          message: reply?.ok ? '' : (reply?.message ?? lastLine),
          phases: withStartup(reply?.phases ?? {}, seconds),
          cpuSeconds: reply?.cpuSeconds ?? 0,
          precompressed: reply?.precompressed,
          incremental: reply?.incremental,
          wholeReason: reply?.wholeReason,
          differences: reply?.differences,
        });
      };
      const request = {
        env: { DEALER_SLUG: slug, ...env },
        incremental: options.incremental === true,
        verify: options.verify === true,
      };
      worker.child.send(request, (error) => {
        if (error) worker.settle?.(null, null);
      });
    });
  };
  const close = async () => {
    for (const worker of idle.splice(0)) worker.child.kill('SIGTERM');
    await Promise.all(running);
  };
  return { build, close };
}

/** Builds one dealer in a process of its own. */
export async function buildInChild(slug: string, env: Record<string, string>): Promise<ChildOutcome> {
  const workers = buildWorkers(1);
  try {
    return await workers.build(slug, env);
  } finally {
    await workers.close();
  }
}
