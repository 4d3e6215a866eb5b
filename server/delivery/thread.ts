import { resolve } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { ServerEnv } from '../env/schema.ts';
import { loadFleet } from '../fleet.ts';
import { LeadStore } from '../store.ts';
import { deliveryRuntime } from './runtime.ts';

/** What the lead API hands its delivery thread. */
interface ThreadData {
  /** The store: a SQLite file or a postgres:// URL. */
  location: string;
  sync: 'NORMAL' | 'FULL';
  dealersDir: string;
  /** The API's parsed environment (plain data, copied to the thread). */
  env: ServerEnv;
}

/**
 * The delivery worker on its own thread inside the lead API process: its own event loop and SQLite
 * connection to the same store (or its own PostgreSQL pool), so rendering and sending mail never slow the API's answers. The
 * API wakes it on each new lead; it also looks for due retries by itself.
 */
export function startDeliveryThread(data: ThreadData): { wake(): void; stop(): Promise<void> } {
  const thread = new Worker(new URL(import.meta.url), { workerData: data });
  thread.on('error', (error: Error) => {
    console.error(`delivery thread: ${error.message}`);
  });
  const exited = new Promise<void>((done) => {
    thread.once('exit', () => {
      done();
    });
  });
  return {
    wake: () => {
      thread.postMessage('wake');
    },
    stop: async () => {
      thread.postMessage('stop');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      await thread.terminate();
    },
  };
}

if (!isMainThread && parentPort) {
  const data = workerData as ThreadData;
  // This thread's own loop waits for the lock, not the API's: it may wait longer than a request would.
  const store = new LeadStore(data.location, data.sync, 2_000);
  const fleet = loadFleet(resolve(data.dealersDir), false);
  const runtime = deliveryRuntime(store, fleet, data.env, (line) => {
    console.error(line);
  });
  runtime.worker.start();
  parentPort.on('message', (message) => {
    if (message === 'wake') runtime.worker.wake();
    if (message === 'stop')
      void runtime.stop().finally(() => {
        void store.close().finally(() => process.exit(0));
      });
  });
}
