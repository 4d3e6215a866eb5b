/**
 * When a build worker (one Node process that builds dealers one after another) is kept for its next
 * dealer (pure). A warm worker skips loading Astro, Vite and the rendering libraries again and runs
 * on code V8 has already optimised, so each dealer after its first costs about a quarter less CPU;
 * the limits keep the memory each worker keeps between builds bounded, and a failed build never
 * leaves half-torn-down state to the next dealer.
 */

/** The dealers one worker builds before a fresh process takes over (`--dealers-per-process`). */
export const DEALERS_PER_PROCESS = 10;

/** Where build workers keep V8's compiled code between processes (Node's compile cache). */
export const COMPILE_CACHE_DIR = '.data/compile-cache';

/** Resident memory after a build above which the worker is replaced (the goal is ≤ 2 GB per process). */
export const WORKER_RSS_LIMIT_MB = 1400;

export interface WorkerState {
  /** Dealers this worker has built so far, the one just finished included. */
  built: number;
  /** Whether the build just finished failed (or the worker sent no answer). */
  failed: boolean;
  /** Resident memory of the worker after that build, in MB. */
  rssMb: number;
}

/** Whether the worker builds another dealer (true) or is replaced by a fresh process. */
export function keepWorker(state: WorkerState, dealersPerProcess = DEALERS_PER_PROCESS): boolean {
  return !state.failed && state.built < dealersPerProcess && state.rssMb < WORKER_RSS_LIMIT_MB;
}

/**
 * The environment of a worker's next build: what the worker started with, plus the dealer's own
 * variables; a variable an earlier dealer set and this one does not is gone.
 */
export function dealerEnvironment(
  start: Readonly<Record<string, string | undefined>>,
  dealer: Readonly<Record<string, string>>,
): Record<string, string | undefined> {
  return { ...start, ...dealer };
}
