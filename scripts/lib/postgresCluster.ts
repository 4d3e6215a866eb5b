import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, globSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real PostgreSQL for the tests and benchmarks: a throw-away cluster in a temp folder, on a free loopback port,
 * trusted on loopback only, stopped and removed by stop(). Debian's `postgresql` package provides the
 * binaries (.ci/run installs it); as root the cluster runs as the unprivileged `postgres` user, since
 * PostgreSQL refuses to run as root.
 */
export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** The temp folder holding the cluster's data, socket and log. */
  dir: string;
  /** Stops the server (fast shutdown), keeping its data: a database outage. */
  halt(): void;
  /** Starts the halted server again on the same port. */
  resume(): void;
  stop(): void;
}

/** The newest installed PostgreSQL's bin folder (/usr/lib/postgresql/<version>/bin). */
export function postgresBinDir(): string {
  const found = globSync('/usr/lib/postgresql/*/bin/initdb')
    .map((path) => path.slice(0, -'/initdb'.length))
    .sort((a, b) => Number(b.split('/')[3]) - Number(a.split('/')[3]));
  if (!found[0]) throw new Error('PostgreSQL is not installed: apt-get install postgresql (.ci/run does it).');
  return found[0];
}

/** Servers the tests start stay on loopback in 45000-45099: the first port there nothing listens on. */
export async function freePort(from = 45_000, to = 45_099): Promise<number> {
  const offset = Math.floor(Math.random() * (to - from + 1));
  for (let i = 0; i <= to - from; i += 1) {
    const port = from + ((offset + i) % (to - from + 1));
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => {
        resolve(false);
      });
      server.listen(port, '127.0.0.1', () => {
        server.close(() => {
          resolve(true);
        });
      });
    });
    if (free) return port;
  }
  throw new Error(`No free loopback port in ${from}-${to}.`);
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool, as the `postgres` user when the tests run as root. */
function pgTool(bin: string, args: string[]): void {
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, argv, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

/** Starts a fresh cluster; fsync stays on, as in production, so the figures it gives are honest. */
export async function startPostgres(settings: readonly string[] = []): Promise<TestPostgres> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const data = join(dir, 'data');
  // The temp folder is root's 0700; the cluster's user needs to own its folder.
  chmodSync(dir, 0o755);
  if (asRoot) spawnSync('chown', ['postgres:postgres', dir]);
  pgTool(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-instructions', '-E', 'UTF8']);
  const port = await freePort();
  writeFileSync(
    join(data, 'postgresql.auto.conf'),
    [
      `listen_addresses = '127.0.0.1'`,
      `port = ${port}`,
      `unix_socket_directories = '${dir}'`,
      `max_connections = 200`,
      `shared_buffers = 64MB`,
      ...settings,
    ].join('\n') + '\n',
  );
  if (asRoot) spawnSync('chown', ['postgres:postgres', join(data, 'postgresql.auto.conf')]);
  const start = () => {
    pgTool(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '30', 'start']);
  };
  start();
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    halt: () => {
      pgTool(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
    },
    resume: start,
    stop: () => {
      if (stopped) return;
      stopped = true;
      if (existsSync(join(data, 'postmaster.pid')))
        pgTool(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
