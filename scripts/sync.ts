import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { buildEnv } from '../src/config/env/load.ts';
import { loadAllDealers } from '../src/config/loadDealer.ts';
import { cliArgs, dealersDirOption } from './lib/cli.ts';
import { effectiveFeed } from './import/presets/effectiveFeed.ts';
import { connectSearchEngine } from './lib/searchEngine.ts';
import { endSoldListings } from './lib/endSoldListings.ts';
import { adminClient } from './lib/stockIndex.ts';
import { imported, outcomeOf, readBuildOutput, syncExit, syncLine, type ImportRun } from './sync/plan.ts';

/**
 * What a 15-minute timer runs: import every dealer with a feed, rebuild only the dealers whose stock
 * (or config) changed, deploy them when a deploy target is configured, one line per dealer. A dealer
 * whose feed fails keeps its live site: no rebuild, no deploy.
 */
const env = buildEnv();
const { values } = cliArgs('npm run sync -- [--dealers-dir DIR] [--out DIR] [--deploy]', {
  options: {
    'dealers-dir': dealersDirOption(env),
    out: { type: 'string', default: env.OUT_DIR },
    // Deploy the rebuilt sites (npm run deploy); on by default when DEPLOY_ROOT is set.
    deploy: { type: 'boolean', default: (process.env.DEPLOY_ROOT ?? '') !== '' },
  },
});
const dealersDir = resolve(values['dealers-dir']);
const outDir = resolve(values.out);
const script = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const run = (name: string, args: string[]) =>
  spawnSync(process.execPath, [script(name), ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('npm warn'));

// A dealer naming only a preset has its format from the preset (as npm run import reads it).
const dealers = loadAllDealers(dealersDir).flatMap((load) =>
  load.ok &&
  effectiveFeed(load.dealer.config.flags.feed).format !== null &&
  load.dealer.config.flags.feed.location !== null
    ? [load.dealer]
    : [],
);
if (dealers.length === 0) {
  console.error(`no dealer config in ${dealersDir} names a feed (flags.feed.format and flags.feed.location)`);
  process.exit(1);
}

// Started (or found) once, so each child below reuses the same engine instead of starting its own.
const engine = await connectSearchEngine();
let exitCode: number;
try {
  const imports: ImportRun[] = dealers.map((dealer) => {
    const slug = dealer.config.slug;
    const child = run('import.ts', [
      `--dealer=${slug}`,
      `--dealers-dir=${dealersDir}`,
      `--index=${dealer.config.search.indexUid}`,
    ]);
    const said = [...lines(child.stdout), ...lines(child.stderr)];
    const summary = lines(child.stdout).findLast((l) => l.startsWith(`${slug}: `));
    const line = child.status === 0 || child.status === 2 ? summary : (said.at(-1) ?? summary);
    return { slug, exit: child.status, line: line ?? `${slug}: the import printed nothing (exit ${child.status})` };
  });

  // The clock for sold listings: every dealer's sold cars past its window leave public search, feed or not.
  const everyDealer = loadAllDealers(dealersDir).flatMap((load) => (load.ok ? [load.dealer.config] : []));
  await endSoldListings(adminClient(engine.host, engine.masterKey), everyDealer).catch((error: unknown) => {
    // Not a reason to hold back the imports' builds: the next run marks what this one could not.
    console.error(`sold listings: ${error instanceof Error ? error.message : String(error)}`);
  });

  const ready = imports.filter(imported).map((i) => i.slug);
  const build =
    ready.length === 0
      ? { stdout: '', status: 0 }
      : run('build.ts', ['--changed', `--dealers-dir=${dealersDir}`, `--out=${outDir}`, `--dealer=${ready.join(',')}`]);
  const { reasons, failures } = readBuildOutput(build.stdout);
  if (build.status !== 0 && failures.size === 0) {
    // The build stopped before any dealer's line (the engine, a refused key): nothing was rebuilt.
    const why = lines(`${build.stdout}\n${'stderr' in build ? build.stderr : ''}`).at(-1) ?? `exit ${build.status}`;
    for (const slug of ready) {
      reasons.set(slug, reasons.get(slug) ?? 'build');
      failures.set(slug, why);
    }
  }
  const rebuilt = ready.filter((slug) => reasons.has(slug) && !failures.has(slug));
  let deployed: boolean | null = null;
  if (values.deploy && rebuilt.length > 0) {
    const deploy = run('deploy.ts', [
      `--dist=${outDir}`,
      `--dealers-dir=${dealersDir}`,
      `--dealer=${rebuilt.join(',')}`,
    ]);
    deployed = deploy.status === 0;
    if (!deployed)
      for (const line of lines(deploy.stdout + deploy.stderr).slice(-5)) console.error(`  deploy: ${line}`);
  }
  const outcomes = imports.map((i) =>
    outcomeOf(i, { reason: reasons.get(i.slug) ?? null, failure: failures.get(i.slug) ?? null, deployed }),
  );
  imports.forEach((i, n) => {
    console.log(syncLine(i.slug, outcomes[n]!));
  });
  exitCode = syncExit(outcomes);
} finally {
  await engine.stop();
}
process.exit(exitCode);
