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
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const SYSTEM_UNITS = ['/usr/lib/systemd/system', '/lib/systemd/system'].find((dir) => existsSync(dir));
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

  // systemd-analyze is part of systemd: a machine without systemd cannot run these units either.
  it.skipIf(!existsSync(SYSTEMD_ANALYZE) || !SYSTEM_UNITS)('every unit passes systemd-analyze verify', () => {
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

  it.skipIf(!existsSync(SYSTEMD_ANALYZE))(
    'the sync timer fires every 15 minutes and the nightly one once a day',
    () => {
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
    },
  );

  it('every environment file a unit reads is described in docs/operations/systemd.md', () => {
    const guide = readFileSync('docs/operations/systemd.md', 'utf8');
    const files = new Set(units.flatMap((unit) => values(unit, 'EnvironmentFile')));
    expect([...files].sort()).toEqual([
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
      `#!/bin/sh\necho "$*" >> ${log}\n[ "$2" = import ] && exit "$IMPORT_EXIT"\nexit 0\n`,
    );
    chmodSync(join(bin, 'npm'), 0o755);
    const run = (importExit: number) => {
      rmSync(log, { force: true });
      const result = spawnSync('/bin/sh', ['-c', script!], {
        encoding: 'utf8',
        env: { PATH: `${bin}:/usr/bin:/bin`, IMPORT_EXIT: String(importExit) },
        timeout: 10_000,
      });
      return { status: result.status, calls: readFileSync(log, 'utf8').trim().split('\n') };
    };
    expect(run(0)).toEqual({ status: 0, calls: ['run import', 'run build -- --deploy'] });
    expect(run(2)).toEqual({ status: 0, calls: ['run import', 'run build -- --deploy'] });
    expect(run(1)).toEqual({ status: 1, calls: ['run import'] });
    expect(values('dealer-sync.service', 'ExecStart')[0]).toMatch(/ \/usr\/bin\/npm run sync$/);
  });
});
