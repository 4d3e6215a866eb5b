import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../src/integrations/securityHeaders.ts';
import { originGet } from '../../scripts/deploy/originHttp.ts';
import { openPort } from '../../scripts/lib/openPort.ts';
import { writeFakeBuild } from '../support/fakeBuild.ts';
import { startNginxFrom, type NginxOrigin } from '../support/nginxOrigin.ts';

// The operator's path in docs/operations/nginx.md, as commands: --init-nginx, start nginx from the
// file it wrote, then the first deploy.
const work = mkdtempSync(join(tmpdir(), 'nginx-zero-'));
chmodSync(work, 0o755);
const root = join(work, 'origin');
const confDir = join(work, 'nginx');
const dist = join(work, 'dist');
let nginx: NginxOrigin;
let port = 0;
let images: Server;
const imageHosts: string[] = [];

const npm = (...args: string[]) =>
  spawnSync('npm', ['run', '--silent', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` },
  });
const origin = () => [
  `--root=${root}`,
  `--listen=127.0.0.1:${port}`,
  `--origin-url=http://127.0.0.1:${port}`,
  `--image-service=http://127.0.0.1:${(images.address() as AddressInfo).port}`,
];

beforeAll(async () => {
  // A stand-in image service that, like scripts/lib/dealerServer.ts, knows dealers by <slug>.localhost
  // and sends the security headers itself.
  images = createServer((req, res) => {
    imageHosts.push(req.headers.host ?? '');
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    if (req.headers.host !== 'hobart-toyota.localhost') res.writeHead(404).end('No dealer site on this host');
    else res.writeHead(200, { 'content-type': 'image/webp' }).end('webp');
  });
  await new Promise<void>((done) => images.listen(0, '127.0.0.1', done));
  port = await openPort();
  const init = npm('deploy', '--', `--init-nginx=${confDir}`, '--real-ip-from=127.0.0.1', ...origin());
  expect(init.stderr).toBe('');
  expect(init.status).toBe(0);
  expect(init.stdout).toContain(`nginx config written to ${join(confDir, 'nginx.conf')}`);
  nginx = await startNginxFrom(join(confDir, 'nginx.conf'), port);
}, 90_000);
afterAll(async () => {
  await nginx.stop();
  images.close();
  rmSync(work, { recursive: true, force: true });
});

describe('nginx from zero, with the shipped origin config', () => {
  it('the first deploy to a fresh nginx started from the --init-nginx file passes its smoke check', async () => {
    writeFakeBuild(join(dist, 'hobart-toyota'), 'Hobart Toyota', 1);
    const first = npm('deploy', '--', '--dealer=hobart-toyota', `--dist=${dist}`, ...origin());
    expect(first.stdout).toMatch(
      /^✓ hobart-toyota: release \d{8}T\d{9}Z is live \(\d+ files written, 0 unchanged\)\. \(\d+\.\d s\)$/m,
    );
    expect(first.status).toBe(0);
    const home = await originGet(nginx.url, 'www.hobarttoyota.com.au', '/', 'gzip');
    expect(home.status).toBe(200);
    expect(home.headers['content-encoding']).toBe('gzip');
    expect(home.headers['content-type']).toBe('text/html');
  });

  it('never serves a dot file, also under the /_astro/ prefix location', async () => {
    const live = join(root, 'releases', 'hobart-toyota', 'current');
    writeFileSync(join(live, '_astro', '.hidden'), 'secret');
    for (const path of ['/_astro/.hidden', '/.release.json', '/.cars.json', '/_astro/%2ehidden']) {
      const res = await originGet(nginx.url, 'hobart-toyota.localhost', path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).not.toContain('secret');
    }
    expect((await originGet(nginx.url, 'hobart-toyota.localhost', '/robots.txt')).status).toBe(200);
  });

  it('passes /img/ with the dealer host the image service knows and sends each security header once', async () => {
    imageHosts.length = 0;
    const photo = await originGet(nginx.url, 'www.hobarttoyota.com.au', '/img/car.webp?w=576');
    expect(photo.status).toBe(200);
    expect(imageHosts).toEqual(['hobart-toyota.localhost']);
    for (const [name, value] of SECURITY_HEADERS) expect(photo.headers[name.toLowerCase()], name).toBe(value);
  });

  it('logs the shopper address the CDN in front reports (real_ip from the trusted address only)', async () => {
    const path = `/?real-ip-${Date.now()}`;
    await new Promise<void>((done, fail) => {
      const headers = { host: 'hobart-toyota.localhost', 'x-forwarded-for': '203.0.113.9' };
      request({ host: '127.0.0.1', port, path, headers }, (res) => {
        res.resume();
        res.on('end', done);
      })
        .on('error', fail)
        .end();
    });
    let line = '';
    for (let i = 0; i < 20 && !line; i += 1) {
      line =
        readFileSync(join(confDir, 'logs', 'access.log'), 'utf8')
          .split('\n')
          .find((l) => l.includes(path)) ?? '';
      if (!line) await sleep(50);
    }
    expect(line).toMatch(/^203\.0\.113\.9 \[/);
  });
});
