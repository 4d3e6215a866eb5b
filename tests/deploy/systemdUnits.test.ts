import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const SYSTEM_UNITS = ['/usr/lib/systemd/system', '/lib/systemd/system'].find((dir) => existsSync(dir));
// systemd-analyze is part of systemd: a machine without systemd cannot run these units either, so a
// developer's machine without it skips the checks that need it. CI never does: .ci/run installs
// Debian's systemd, and under CI=true a missing systemd-analyze fails these tests instead.
const HAS_ANALYZE = existsSync(SYSTEMD_ANALYZE) && SYSTEM_UNITS !== undefined;
const withAnalyze = it.skipIf(!HAS_ANALYZE && process.env.CI !== 'true');
const requireAnalyze = () => {
  expect(HAS_ANALYZE, `${SYSTEMD_ANALYZE} and the system's units are missing: install Debian's systemd`).toBe(true);
};
/** Most exposure `systemd-analyze security` may rate a service (0 safest, 10 worst; 5 and up is "medium"). */
const MAX_EXPOSURE = 5;
const UNIT_DIR = 'deploy/systemd';
const units = readdirSync(UNIT_DIR)
  .filter((f) => /\.(service|timer)$/.test(f))
  .sort();
const text = (unit: string) => readFileSync(join(UNIT_DIR, unit), 'utf8');
/** Values of one key in a unit file, in order. */
const values = (unit: string, key: string) =>
  text(unit)
    .split('\n')
    .filter((line) => line.startsWith(`${key}=`))
    .map((line) => line.slice(key.length + 1));
const work = mkdtempSync(join(tmpdir(), 'systemd-units-'));
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('systemd units in deploy/systemd', () => {
  it('has the services and timers the guide describes', () => {
    expect(units).toEqual([
      'dealer-backup.service',
      'dealer-backup.timer',
      'dealer-delivery.service',
      'dealer-lead-api.service',
      'dealer-meilisearch.service',
      'dealer-nightly.service',
      'dealer-nightly.timer',
      'dealer-origin-nginx.service',
      'dealer-sync.service',
      'dealer-sync.timer',
    ]);
  });

  withAnalyze('every unit passes systemd-analyze verify', () => {
    requireAnalyze();
    // A private root: the system's own units (for targets) plus ours, and a stand-in for each program
    // the units start, since verify checks each is executable and a build machine lacks Meilisearch.
    const root = join(work, 'root');
    cpSync(SYSTEM_UNITS!, join(root, 'usr/lib/systemd/system'), { recursive: true });
    mkdirSync(join(root, 'etc/systemd/system'), { recursive: true });
    for (const unit of units) cpSync(join(UNIT_DIR, unit), join(root, 'etc/systemd/system', unit));
    const programs = units.flatMap((unit) =>
      ['ExecStartPre', 'ExecStart', 'ExecReload'].flatMap((key) => values(unit, key).map((v) => v.split(' ')[0]!)),
    );
    expect(programs.length).toBeGreaterThanOrEqual(8);
    for (const program of new Set(programs)) {
      mkdirSync(dirname(join(root, program)), { recursive: true });
      writeFileSync(join(root, program), '#!/bin/sh\n');
      chmodSync(join(root, program), 0o755);
    }
    const result = spawnSync(SYSTEMD_ANALYZE, ['verify', `--root=${root}`, ...units], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  withAnalyze('the sync timer fires every 15 minutes, the nightly build and the backup once a day', () => {
    requireAnalyze();
    const elapses = (spec: string) => {
      const out = spawnSync(SYSTEMD_ANALYZE, ['calendar', '--iterations=3', spec], { encoding: 'utf8' }).stdout;
      // The times in the machine's zone; only their differences count.
      return [...out.matchAll(/(?:elapse|Iter\. #\d+): \w+ (\S+) (\S+)/g)].map((m) => Date.parse(`${m[1]}T${m[2]}Z`));
    };
    const [sync] = values('dealer-sync.timer', 'OnCalendar');
    const s = elapses(sync!);
    expect(s).toHaveLength(3);
    expect([s[1]! - s[0]!, s[2]! - s[1]!]).toEqual([15 * 60_000, 15 * 60_000]);
    const [nightly] = values('dealer-nightly.timer', 'OnCalendar');
    const n = elapses(nightly!);
    expect(n).toHaveLength(3);
    // A day apart (23 or 25 hours across a daylight-saving change in Sydney).
    expect(Math.abs(n[1]! - n[0]! - 24 * 3_600_000)).toBeLessThanOrEqual(3_600_000);
    const [backup] = values('dealer-backup.timer', 'OnCalendar');
    expect(backup).toBe('*-*-* 03:15:00 Australia/Sydney');
    const b = elapses(backup!);
    expect(b).toHaveLength(3);
    expect(Math.abs(b[1]! - b[0]! - 24 * 3_600_000)).toBeLessThanOrEqual(3_600_000);
  });

  withAnalyze(`systemd-analyze security rates every service below ${MAX_EXPOSURE}`, () => {
    requireAnalyze();
    const services = units.filter((unit) => unit.endsWith('.service'));
    const ratings = Object.fromEntries(
      services.map((unit) => {
        const result = spawnSync(
          SYSTEMD_ANALYZE,
          ['security', '--offline=true', '--no-pager', resolve(UNIT_DIR, unit)],
          {
            encoding: 'utf8',
            timeout: 30_000,
            cwd: work,
          },
        );
        const level = /Overall exposure level for \S+: (\d+\.\d)/.exec(result.stdout)?.[1];
        expect(level, `${unit}: ${result.stderr}`).toBeDefined();
        return [unit, Number(level)];
      }),
    );
    expect(Object.keys(ratings)).toHaveLength(7);
    for (const [unit, level] of Object.entries(ratings)) expect(level, unit).toBeLessThan(MAX_EXPOSURE);
  });

  it('the lead API and its worker run as their own user, which cannot read build.env nor write the builds', () => {
    for (const unit of ['dealer-lead-api.service', 'dealer-delivery.service']) {
      expect(values(unit, 'User'), unit).toEqual(['dealer-leads']);
      expect(values(unit, 'EnvironmentFile'), unit).toEqual(['/etc/dealer-sites/lead-api.env']);
      expect(values(unit, 'StateDirectory'), unit).toEqual(['dealer-leads']);
      expect(values(unit, 'ProtectSystem'), unit).toEqual(['strict']);
      expect(values(unit, 'ReadWritePaths'), unit).toEqual([]);
      expect(values(unit, 'InaccessiblePaths')[0]?.split(' '), unit).toContain('-/etc/dealer-sites/build.env');
    }
    // The build user's units read build.env and never see the lead API's environment or its store.
    for (const unit of ['dealer-sync.service', 'dealer-nightly.service']) {
      expect(values(unit, 'User'), unit).toEqual(['dealer-sites']);
      expect(values(unit, 'EnvironmentFile'), unit).toEqual(['/etc/dealer-sites/build.env']);
      expect(values(unit, 'InaccessiblePaths')[0]?.split(' '), unit).toEqual(
        expect.arrayContaining(['-/etc/dealer-sites/lead-api.env', '-/var/lib/dealer-leads']),
      );
    }
    const example = readFileSync('deploy/systemd/env/lead-api.env.example', 'utf8');
    expect(example).toMatch(/^# \/etc\/dealer-sites\/lead-api.env \(mode 0640, owner root, group dealer-leads\)/);
    expect(example).toContain('LEAD_API_DB=/var/lib/dealer-leads/leads.sqlite\n');
    expect(example).not.toContain('/var/lib/dealer-sites');
  });

  it('the origin nginx runs unprivileged, binds its ports with one capability, and checks a config before reloading', () => {
    const unit = 'dealer-origin-nginx.service';
    expect(values(unit, 'User')).toEqual(['dealer-origin']);
    expect(values(unit, 'AmbientCapabilities')).toEqual(['CAP_NET_BIND_SERVICE']);
    expect(values(unit, 'CapabilityBoundingSet')).toEqual(['CAP_NET_BIND_SERVICE']);
    expect(values(unit, 'ReadWritePaths')).toEqual(['/var/lib/dealer-origin-nginx']);
    expect(values(unit, 'InaccessiblePaths')[0]?.split(' ')).toEqual(
      expect.arrayContaining(['-/etc/dealer-sites', '-/var/lib/dealer-leads']),
    );
    const conf = '-c /var/lib/dealer-origin-nginx/nginx.conf';
    expect(values(unit, 'ExecReload')).toEqual([
      `/usr/sbin/nginx -t -q ${conf} -g 'daemon off;'`,
      `/usr/sbin/nginx ${conf} -g 'daemon off;' -s reload`,
    ]);
  });

  it('every environment file a unit reads is described in docs/operations/systemd.md', () => {
    const guide = readFileSync('docs/operations/systemd.md', 'utf8');
    const files = new Set(units.flatMap((unit) => values(unit, 'EnvironmentFile')));
    expect([...files].sort()).toEqual([
      '/etc/dealer-sites/backup.env',
      '/etc/dealer-sites/build.env',
      '/etc/dealer-sites/lead-api.env',
      '/etc/dealer-sites/meilisearch.env',
    ]);
    for (const file of files) expect(guide, file).toContain(`\`${file}\``);
    for (const unit of units) expect(guide, unit).toContain(unit);
  });

  it('the nightly run builds after an import with invalid rows only (exit 2), and not after a refused one', () => {
    const [exec] = values('dealer-nightly.service', 'ExecStart');
    const script = /\/bin\/sh -c '(.*)'$/.exec(exec!)?.[1];
    expect(script).toBeDefined();
    const bin = join(work, 'bin');
    mkdirSync(bin, { recursive: true });
    const log = join(work, 'npm.log');
    // A stand-in npm that records its arguments and ends `npm run import` with $IMPORT_EXIT.
    writeFileSync(
      join(bin, 'npm'),
      `#!/bin/sh\necho "$*" >> ${log}\n[ "$2" = import ] && exit "$IMPORT_EXIT"\n[ "$5" = --verify ] && exit "$VERIFY_EXIT"\nexit 0\n`,
    );
    chmodSync(join(bin, 'npm'), 0o755);
    const run = (importExit: number, verifyExit = 0) => {
      rmSync(log, { force: true });
      const result = spawnSync('/bin/sh', ['-c', script!], {
        encoding: 'utf8',
        env: { PATH: `${bin}:/usr/bin:/bin`, IMPORT_EXIT: String(importExit), VERIFY_EXIT: String(verifyExit) },
        timeout: 10_000,
      });
      return { status: result.status, calls: readFileSync(log, 'utf8').trim().split('\n') };
    };
    const night = ['run import', 'run build -- --changed --verify', 'run build -- --deploy'];
    expect(run(0)).toEqual({ status: 0, calls: night });
    expect(run(2)).toEqual({ status: 0, calls: night });
    expect(run(1)).toEqual({ status: 1, calls: ['run import'] });
    // An incremental build that differed from a whole one: the full build still runs, the night ends 1.
    expect(run(0, 1)).toEqual({ status: 1, calls: night });
    expect(values('dealer-sync.service', 'ExecStart')[0]).toMatch(/ \/usr\/bin\/npm run sync$/);
  });
});
