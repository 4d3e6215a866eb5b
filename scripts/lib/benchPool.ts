import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The benchmark's nginx in front of several lead API instances, from the shipped pool config
 * (deploy/nginx/lead-api-upstream.conf and lead-api-pool.conf) with the instances' ports put in.
 */
export function poolNginxConf(dir: string, listen: number, apiPorts: readonly number[]): string {
  const shipped = readFileSync('deploy/nginx/lead-api-upstream.conf', 'utf8');
  const servers = /^ {4}server 127\.0\.0\.1:\d+ (.*);$/m.exec(shipped);
  if (!servers) throw new Error('deploy/nginx/lead-api-upstream.conf has no server line to copy.');
  const upstream = shipped
    .replace(/^ {4}server 127\.0\.0\.1:\d+ .*;\n/gm, '')
    .replace(
      'upstream lead_api {\n',
      `upstream lead_api {\n${apiPorts.map((p) => `    server 127.0.0.1:${p} ${servers[1]};\n`).join('')}`,
    );
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
events { worker_connections 4096; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${upstream}
  server {
    listen 127.0.0.1:${listen};
    include ${join(process.cwd(), 'deploy/nginx/lead-api-pool.conf')};
  }
}
`;
}

/** Starts nginx on that config; resolves once /api/health answers through it. */
export async function startPoolNginx(dir: string, listen: number, apiPorts: readonly number[]) {
  mkdirSync(join(dir, 'logs'), { recursive: true });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, poolNginxConf(dir, listen, apiPorts));
  const child = spawn(
    '/usr/sbin/nginx',
    ['-p', dir, '-c', conf, '-e', join(dir, 'logs', 'error.log'), '-g', 'daemon off;'],
    {
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${listen}`;
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 100) throw new Error(`nginx did not answer on ${url}; see ${dir}/logs/error.log.`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, pid: child.pid!, stop: () => child.kill('SIGQUIT') };
}

/** CPU seconds a process has used (Linux /proc), to report capacity apart from a busy machine. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of a process and its children now (PostgreSQL: the postmaster and every backend). */
export function treeCpuSeconds(pid: number): number {
  let total = cpuSeconds(pid);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      if (parent === pid) total += cpuSeconds(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}
