import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminClient, configureIndex, settle } from '../../scripts/lib/stockIndex.ts';

// The nightly job's import line, read from the systemd unit and from the reference workflow and run as
// they run it (with `npm run build` replaced by a stand-in that only records the call), against a
// fleet folder named by DEALERS_DIR: it imports that fleet and not the repository's demo dealers, and
// one dealer's unreadable feed (an 813-byte XML export nested 101 elements deep) is one line while the
// next dealer is still imported and the build still runs.
const client = adminClient(inject('meiliHost'), inject('meiliMasterKey'));
const INDEX = 'nightly-import-test';
const tmp = mkdtempSync(join(tmpdir(), 'nightly-import-'));
const fleet = join(tmp, 'fleet');
const shim = join(tmp, 'bin');
const builds = join(tmp, 'builds.log');
const fingerprints = join(tmp, 'fingerprints');
const BROKEN = 'fleet-a-hobart';
const GOOD = 'fleet-b-harbour';
const GOOD_DEALERSHIPS = [1201, 1202, 1203, 1204];
const DEEP =
  `<?xml version="1.0" encoding="UTF-8"?>\n<vehicles><vehicle>` +
  `${'<a>'.repeat(99)}${'x'.repeat(40)}${'</a>'.repeat(99)}</vehicle></vehicles>\n`;

/** A demo dealer copied into the fleet under another slug, into the test's own index. */
function copyDealer(from: string, slug: string, feed?: object): void {
  cpSync(resolve('dealers', from), join(fleet, slug), { recursive: true });
  const file = join(fleet, slug, 'dealer.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> & { flags: { feed: object } };
  config.slug = slug;
  config.search = { ...(config.search as object | undefined), indexUid: INDEX };
  if (feed !== undefined) config.flags.feed = feed;
  writeFileSync(file, JSON.stringify(config, null, 2));
}

/** The unit's ExecStart as systemd hands it to the shell (`$$` is systemd's literal `$`; `$x` inside a word is left alone). */
function unitImportScript(): string {
  const unit = readFileSync('deploy/systemd/dealer-nightly.service', 'utf8');
  const exec = unit.split('\n').find((line) => line.startsWith('ExecStart='))!;
  const script = /\/bin\/sh -c '(.*)'$/.exec(exec)?.[1];
  expect(script, exec).toBeDefined();
  return script!.replaceAll('$$', '$');
}

/** The run: text of the workflow's import step (a one-line `run:` or a `run: |` block). */
function workflowImportScript(): string {
  const lines = readFileSync('.github/workflows/nightly.yml', 'utf8').split('\n');
  const step = lines.findIndex((line) => line.trim() === '- name: Import every dealer feed');
  const run = lines.findIndex((line, i) => i > step && line.trim().startsWith('run:'));
  expect(step).toBeGreaterThan(0);
  const first = lines[run]!.trim().slice('run:'.length).trim();
  if (first !== '|') return first;
  const indent = /^\s*/.exec(lines[run + 1]!)![0].length;
  const block: string[] = [];
  for (const line of lines.slice(run + 1)) {
    if (line.trim() !== '' && /^\s*/.exec(line)![0].length < indent) break;
    block.push(line.slice(indent));
  }
  return block.join('\n');
}

function runLine(shell: string[], script: string) {
  const run = spawnSync(shell[0]!, [...shell.slice(1), script], {
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${shim}:${resolve('node_modules/.bin')}:${process.env.PATH ?? ''}`,
      DEALERS_DIR: fleet,
      MEILI_HOST: inject('meiliHost'),
      MEILI_MASTER_KEY: inject('meiliMasterKey'),
      FINGERPRINTS_DIR: fingerprints,
      BUILD_LOG: builds,
    },
    timeout: 180_000,
  });
  const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('>'));
  return {
    status: run.status,
    stdout: lines(run.stdout),
    stderr: lines(run.stderr).filter((l) => !/npm (warn|error)/.test(l)),
  };
}

const carsOf = async (ids: number[]) =>
  (await client.index(INDEX).getDocuments({ filter: `dealership_id IN [${ids.join(', ')}]`, limit: 1000 })).results
    .length;
const record = (slug: string) =>
  JSON.parse(readFileSync(join(fingerprints, 'imports', `${slug}.json`), 'utf8')) as {
    outcome: string;
    problems: string[];
  };

beforeAll(async () => {
  await configureIndex(client, INDEX);
  await settle(client.index(INDEX).deleteAllDocuments(), 'clear test index');
  copyDealer('hobart-toyota', BROKEN, { format: 'xml', location: 'deep.xml' });
  writeFileSync(join(fleet, BROKEN, 'deep.xml'), DEEP);
  copyDealer('harbour-auto-group', GOOD);
  // A stand-in for `npm run build`: it records the call; every other npm command is the real one.
  const npm = spawnSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).stdout.trim();
  mkdirSync(shim);
  writeFileSync(
    join(shim, 'npm'),
    `#!/bin/sh\nif [ "$1" = run ] && [ "$2" = build ]; then echo "npm $*" >> "$BUILD_LOG"; exit 0; fi\nexec ${npm} "$@"\n`,
  );
  chmodSync(join(shim, 'npm'), 0o755);
});

describe("the nightly job's import (systemd unit and workflow) against an operator's fleet folder", () => {
  it('imports the DEALERS_DIR fleet only, reports the broken feed in one line, and still builds and deploys', async () => {
    expect(Buffer.byteLength(DEEP)).toBe(813);
    const expectedErrors = [
      `${BROKEN}: ${join(fleet, BROKEN, 'deep.xml')}: the XML nests elements more than 32 deep (a stock feed needs a few levels)`,
      `1 of 2 dealers not imported (${BROKEN}): their stock stays as it was; the others were imported (exit 3)`,
    ];
    const unit = runLine(['/bin/sh', '-c'], unitImportScript());
    expect(unit.stderr).toEqual(expectedErrors);
    expect(unit.stdout).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${GOOD}: (\\d+) added, 0 updated, 0 unchanged, 0 marked sold, 0 removed, 0 invalid rows, [\\d.]+ s$`,
        ),
      ),
    ]);
    expect(unit.status).toBe(0);
    expect(readFileSync(builds, 'utf8')).toBe('npm run build -- --changed --verify\nnpm run build -- --deploy\n');
    const added = Number(/: (\d+) added/.exec(unit.stdout[0]!)![1]);
    expect(added).toBeGreaterThan(0);
    expect(await carsOf(GOOD_DEALERSHIPS)).toBe(added);
    expect(await carsOf([1601])).toBe(0);
    expect(record(BROKEN)).toMatchObject({
      outcome: 'failed',
      problems: [expectedErrors[0]!.slice(`${BROKEN}: `.length)],
    });
    expect(record(GOOD).outcome).toBe('imported');

    // GitHub Actions runs a step's script with bash -e: the step passes, so the build job (needs: import) runs.
    const workflow = runLine(['bash', '--noprofile', '--norc', '-eo', 'pipefail', '-c'], workflowImportScript());
    expect(workflow.stderr).toEqual(expectedErrors);
    expect(workflow.stdout).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${GOOD}: 0 added, 0 updated, ${added} unchanged, 0 marked sold, 0 removed, 0 invalid rows, [\\d.]+ s$`,
        ),
      ),
    ]);
    expect(workflow.status).toBe(0);
  }, 300_000);

  it('names the folder it read when a dealer is not in it', () => {
    const run = spawnSync(process.execPath, ['scripts/import.ts', '--dealer=hobart-toyota'], {
      encoding: 'utf8',
      env: { ...process.env, DEALERS_DIR: fleet },
      timeout: 60_000,
    });
    expect(run.stderr.trim()).toBe(`unknown dealer "hobart-toyota" in ${fleet}`);
    expect(run.status).toBe(1);
  });
});
