import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { nginxSitesConfig, type OriginDealer } from '../deploy/nginxConfig.ts';
import { NGINX_DIRS, originNginxConf } from '../deploy/nginxMain.ts';
import { nginxHasBrotli } from '../deploy/settings.ts';
import { openPort } from './openPort.ts';
import { originGet } from '../deploy/originHttp.ts';

export const NGINX = '/usr/sbin/nginx';

export interface NginxOrigin {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/** Starts a private nginx on 127.0.0.1 (never port 80) serving `<root>/releases/<slug>/current`. */
export function startNginx(root: string, dealers: OriginDealer[], imageService?: string): Promise<NginxOrigin> {
  return startNginxWith(root, (listen) =>
    nginxSitesConfig(dealers, { root, listen, brotli: nginxHasBrotli(), imageService }),
  );
}

/**
 * Starts a private nginx on a free loopback port with the http-context config `sitesFor(listen)`,
 * under the whole origin nginx.conf that `npm run deploy -- --init-nginx` writes.
 */
export async function startNginxWith(
  root: string,
  sitesFor: (listen: string) => string,
  realIpFrom: string[] = [],
): Promise<NginxOrigin> {
  const port = await openPort();
  const prefix = join(root, 'nginx');
  for (const dir of NGINX_DIRS) mkdirSync(join(prefix, dir), { recursive: true });
  const sites = join(prefix, 'dealers.conf');
  writeFileSync(sites, sitesFor(`127.0.0.1:${port}`));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    originNginxConf({
      dir: prefix,
      sitesFile: sites,
      mimeTypes: '/etc/nginx/mime.types',
      user: 'www-data',
      realIpFrom,
      realIpHeader: 'X-Forwarded-For',
    }),
  );
  return startNginxFrom(conf, port);
}

/** Runs nginx in the foreground from an nginx.conf whose sites listen on 127.0.0.1:port. */
export async function startNginxFrom(conf: string, port: number): Promise<NginxOrigin> {
  const prefix = dirname(conf);
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', prefix, '-c', conf, '-e', join(prefix, 'logs', 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const life = { exited: false };
  child.once('exit', () => {
    life.exited = true;
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (life.exited) throw new Error(`nginx exited: ${stderr}`);
    try {
      await originGet(url, 'unknown.invalid', '/');
      break;
    } catch {
      await sleep(50);
    }
  }
  return {
    url,
    port,
    stop: async () => {
      if (life.exited) return;
      const gone = new Promise<boolean>((done) =>
        child.once('exit', () => {
          done(true);
        }),
      );
      child.kill('SIGQUIT');
      const stopped = await Promise.race([gone, sleep(5000).then(() => false)]);
      if (!stopped) child.kill('SIGKILL');
    },
  };
}
