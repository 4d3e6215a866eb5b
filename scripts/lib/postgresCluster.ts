import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  globSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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
  /**
   * A crash: `kill -9` of the postmaster and of every process it started, as a power cut leaves
   * them; resolves once all are gone, so resume() starts a crash recovery from the WAL on disk.
   */
  crash(): Promise<void>;
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

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // "pid (comm) state ppid …": the command may hold spaces, so read after its closing bracket.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Whether the process still runs (a zombie, dead but not yet reaped, does not). */
function alive(pid: number): boolean {
  try {
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
}

function killNow(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

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
    crash: async () => {
      const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const family = [postmaster, ...childrenOf(postmaster)];
      for (const pid of family) killNow(pid);
      for (let waited = 0; family.some(alive); waited += 50) {
        if (waited > 10_000)
          throw new Error(`PostgreSQL processes ${family.filter(alive).join(', ')} outlived kill -9`);
        await new Promise((done) => setTimeout(done, 50));
      }
      // A machine starting again after the crash has none of those processes. Here the dead postmaster
      // may stay a zombie (a container's first process need not reap orphans), and a zombie's PID still
      // answers, so the next start would take its lock files for a running server's.
      for (const lock of [
        join(data, 'postmaster.pid'),
        join(dir, `.s.PGSQL.${port}.lock`),
        join(dir, `.s.PGSQL.${port}`),
      ])
        rmSync(lock, { force: true });
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
