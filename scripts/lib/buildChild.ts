import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildEnv } from '../../src/config/env/load.ts';
import type { PrecompressStats } from '../precompress/precompress.ts';
import { withStartup, type PhaseSeconds } from './buildPhases.ts';

export interface ChildOutcome {
  ok: boolean;
  pages: number;
  bytes: number;
  seconds: number;
  peakRssMb: number;
  message: string;
  /** Seconds per phase of the dealer's process (startup: what its own phases leave of `seconds`). */
  phases: PhaseSeconds;
  cpuSeconds: number;
  precompressed?: PrecompressStats | undefined;
}

interface Reply {
  ok: boolean;
  pages?: number;
  bytes?: number;
  peakRssMb?: number;
  message?: string;
  phases?: PhaseSeconds;
  cpuSeconds?: number;
  precompressed?: PrecompressStats;
}

const CHILD = fileURLToPath(new URL('../build-dealer.ts', import.meta.url));

/** Builds one dealer in its own Node process; the environment carries only public search values. */
export function buildInChild(slug: string, env: Record<string, string>): Promise<ChildOutcome> {
  const started = performance.now();
  return new Promise((done) => {
    const child = fork(CHILD, [], {
      env: {
        PATH: buildEnv().PATH ?? '',
        HOME: buildEnv().HOME ?? '',
        NODE_ENV: 'production',
        ASTRO_TELEMETRY_DISABLED: '1',
        DEALER_SLUG: slug,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      execArgv: ['--max-old-space-size=2048'],
    });
    let output = '';
    let reply: Reply | null = null;
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('message', (message) => {
      reply = message as typeof reply;
      child.kill('SIGTERM');
    });
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const r = reply;
      const lastLine = output.trim().split('\n').filter(Boolean).at(-1) ?? `exit code ${code}`;
      done({
        ok: r?.ok === true,
        pages: r?.pages ?? 0,
        bytes: r?.bytes ?? 0,
        seconds,
        peakRssMb: r?.peakRssMb ?? 0,
        message: r?.ok ? '' : (r?.message ?? lastLine),
        phases: withStartup(r?.phases ?? {}, seconds),
        cpuSeconds: r?.cpuSeconds ?? 0,
        precompressed: r?.precompressed,
      });
    });
  });
}
