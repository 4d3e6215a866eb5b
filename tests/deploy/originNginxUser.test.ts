import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NGINX_DIRS, originNginxConf } from '../../scripts/deploy/nginxMain.ts';
import { NGINX } from '../support/nginxOrigin.ts';

// The origin nginx includes server blocks the deploy user writes ($DEPLOY_ROOT/nginx/dealers.conf).
// nginx opens every file its config names (logs, certificates) as the user its master runs as, so a
// root master would let that user create or read any file of root's. The unit runs it as its own
// user: this runs the unit's own config check as an unprivileged user (Debian's nobody, standing in
// for dealer-origin) against server blocks that name a root-only file.
const UNIT = readFileSync('deploy/systemd/dealer-origin-nginx.service', 'utf8');
const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;
const work = mkdtempSync(join(tmpdir(), 'origin-user-'));
chmodSync(work, 0o755);
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('the origin nginx unit', () => {
  it('runs nginx as a user of its own, so server blocks from the deploy user cannot write as root', () => {
    const user = /^User=(.+)$/m.exec(UNIT)?.[1];
    expect(user).toBe('dealer-origin');
    const check = /^ExecStartPre=(.+)$/m.exec(UNIT)?.[1];
    expect(check).toBe(`${NGINX} -t -q -c /var/lib/dealer-origin-nginx/nginx.conf -g 'daemon off;'`);

    const dir = join(work, 'nginx');
    for (const sub of NGINX_DIRS) mkdirSync(join(dir, sub), { recursive: true });
    // As the install steps of docs/operations/nginx.md: logs and temp belong to the unit's user.
    // The folder itself is root's, group-writable for the pid and sticky, so nginx.conf stays root's.
    if (asRoot) {
      for (const sub of ['temp', ...NGINX_DIRS]) chownSync(join(dir, sub), NOBODY, NOBODY);
      chownSync(dir, 0, NOBODY);
      chmodSync(dir, 0o1775);
    }
    const rootOnly = join(work, 'root-only');
    mkdirSync(rootOnly, { mode: 0o700 });
    const planted = join(rootOnly, 'planted.log');
    const sitesFile = join(work, 'dealers.conf');
    writeFileSync(sitesFile, `server {\n  listen 127.0.0.1:45999;\n  access_log ${planted};\n}\n`);
    const conf = join(dir, 'nginx.conf');
    writeFileSync(
      conf,
      originNginxConf({
        dir,
        sitesFile,
        mimeTypes: '/etc/nginx/mime.types',
        user: 'www-data',
        realIpFrom: [],
        realIpHeader: 'X-Forwarded-For',
      }),
    );
    const args = ['-t', '-q', '-c', conf, '-g', 'daemon off;'];
    // As root (CI's container), drop to nobody as systemd drops to User=; a runner without root already is unprivileged.
    const command = asRoot
      ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', NGINX, ...args]
      : [NGINX, ...args];
    const asUnit = spawnSync(command[0]!, command.slice(1), { encoding: 'utf8', timeout: 20_000 });
    expect(asUnit.status).toBe(1);
    expect(asUnit.stderr).toContain(`open() "${planted}" failed (13: Permission denied)`);
    expect(existsSync(planted)).toBe(false);
  });
});
