import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Car } from '../src/domain/car.ts';
import { DEFAULT_INDEX_UID } from '../src/search/indexSettings.ts';
import { endedChildrenCpuSeconds } from './lib/childCpu.ts';
import { adminClient, settle } from './lib/stockIndex.ts';
import { passLine, stockChanges, type PassResult } from './bench/syncPass.ts';
import { fleetBenchArgs, reopenBenchFleet, seedBenchFleet } from './lib/benchFleetSetup.ts';

// npm run bench:sync [-- --dealers 100 --cars 300]: a generated fleet built once, then two passes in
// which every dealer's stock changes 5 cars (2 prices, 1 sold, 1 new, 1 removed): build --changed as
// the 15-minute sync runs it (incremental), and the same with every changed dealer built whole.
// With --again: the fleet the last run built (and left changed), one more incremental pass only.
const values = fleetBenchArgs('bench:sync', 300, { again: true });
const root = resolve('.data/bench-sync');
const dealersDir = join(root, 'dealers');
const outDir = join(root, 'dist');
const fingerprints = join(root, 'fingerprints'); // where seedBenchFleet points FINGERPRINTS_DIR

/** One run of the fleet build: wall and CPU seconds (its whole process tree) and its dealer lines. */
function timedBuild(
  env: NodeJS.ProcessEnv,
  args: string[],
): Promise<{ seconds: number; cpu: number; lines: string[] }> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const cpuBefore = endedChildrenCpuSeconds();
    const child = spawn(
      process.execPath,
      ['scripts/build.ts', `--dealers-dir=${dealersDir}`, `--out=${outDir}`, ...args],
      {
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) fail(new Error(`build exited ${code}: ${output.slice(-2000)}`));
      else
        done({
          seconds: (performance.now() - started) / 1000,
          cpu: endedChildrenCpuSeconds() - cpuBefore,
          lines: output.split('\n'),
        });
    });
  });
}

const { dealers, carsPerDealer } = values;
const { slugs, engine, env } = values.again
  ? await reopenBenchFleet(root)
  : await seedBenchFleet(root, dealers, carsPerDealer);
try {
  const admin = adminClient(engine.host, engine.masterKey);
  if (!values.again) {
    const first = await timedBuild(env, ['--concurrency', values.concurrency]);
    console.log(`Fleet built whole in ${first.seconds.toFixed(1)} s (${first.cpu.toFixed(1)} CPU s).`);
  }

  /** Every dealer's stock changes 5 cars (other cars each round); the import's stock fingerprints say so. */
  let round = values.again ? Math.floor(Date.now() / 1000) % 3 : 0;
  const change = async () => {
    round += 1;
    const index = admin.index<Car>(DEFAULT_INDEX_UID);
    const current = (await index.getDocuments({ limit: 1_000_000 })).results;
    const dealerOf = (car: Car) => slugs.find((slug) => car.dealership_slug.startsWith(`${slug}-`)) ?? '';
    const { upserts, removals } = stockChanges(current, dealerOf, round, Math.floor(Date.now() / 1000));
    await settle(index.addDocuments(upserts, { primaryKey: 'id' }), 'bench changes');
    await settle(index.deleteDocuments(removals), 'bench removals');
    mkdirSync(join(fingerprints, 'stock'), { recursive: true });
    for (const slug of slugs)
      writeFileSync(join(fingerprints, 'stock', `${slug}.json`), JSON.stringify({ stock: `bench-${Date.now()}` }));
  };
  await change();
  const incremental = await timedBuild(env, ['--changed', '--concurrency', values.concurrency]);
  // Printed as soon as it is known: the whole-dealer pass after it takes as long as the first build.
  console.log(`Incremental pass: ${passLine({ title: 'incremental', ...incremental })}`);
  const results: PassResult[] = [{ title: 'incremental (build --changed)', ...incremental }];
  if (!values.again) {
    await change();
    const whole = await timedBuild(env, ['--changed', '--whole', '--concurrency', values.concurrency]);
    results.push({ title: 'whole dealers (build --changed --whole)', ...whole });
  }
  console.log('');
  console.log(
    `Sync pass bench: ${dealers} dealers × ${carsPerDealer} cars, 5 cars changed at each, ${availableParallelism()} cores`,
  );
  console.log('');
  console.log('| pass | dealers incremental (every page) | pages rendered | wall s | CPU s |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const result of results) console.log(passLine(result));
  writeFileSync(
    join(root, values.again ? 'result-again.json' : 'result.json'),
    `${JSON.stringify({ when: new Date().toISOString(), dealers, carsPerDealer, results: results.map(({ lines, ...r }) => ({ ...r, lines: lines.filter((l) => l.startsWith('↻')) })) }, null, 2)}\n`,
  );
} finally {
  await engine.stop();
}
process.exit();
