import { execFileSync, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FleetReport } from './lib/fleetReport.ts';
import { phaseTable, type PhaseSeconds } from './lib/buildPhases.ts';
import { endedChildrenCpuSeconds } from './lib/childCpu.ts';
import { goalMisses, resultTable, type BenchRun, type FleetBenchResult } from './lib/fleetBenchReport.ts';
import type { PrecompressStats } from './precompress/precompress.ts';
import { fleetBenchArgs, seedBenchFleet } from './lib/benchFleetSetup.ts';

// npm run bench [-- --dealers 100 --cars 500]: a synthetic fleet through the real fleet build, on its
// own embedded Meilisearch (.data/bench/meili), so the demo index is untouched.
const values = fleetBenchArgs('bench', 500);
const root = resolve('.data/bench');
const dealersDir = join(root, 'dealers');
const outDir = join(root, 'dist');

/** Total resident memory of a process and all its descendants, in MB (Linux ps). */
function treeRssMb(rootPid: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const inTree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of rows) if (inTree.has(ppid) && !inTree.has(pid)) grew = inTree.add(pid).size > 0;
  }
  return Math.round(rows.filter(([pid]) => inTree.has(pid)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024);
}

interface PhaseRecord {
  phases: PhaseSeconds;
  dealers: { slug: string; pages: number; phases: PhaseSeconds; precompressed?: PrecompressStats }[];
}
const readPhases = () => JSON.parse(readFileSync(join(outDir, '_report', 'phases.json'), 'utf8')) as PhaseRecord;

/** Runs the fleet build and samples the memory of its process tree. */
function timedBuild(env: NodeJS.ProcessEnv, args: string[]) {
  return new Promise<{ seconds: number; cpuSeconds: number; peakTreeMb: number; ok: boolean; rebuilt: string[] }>(
    (done) => {
      const started = performance.now();
      const cpuBefore = endedChildrenCpuSeconds();
      const child = spawn(
        process.execPath,
        ['scripts/build.ts', '--dealers-dir', dealersDir, '--out', outDir, ...args],
        {
          env,
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let peakTreeMb = 0;
      const sampler = setInterval(() => (peakTreeMb = Math.max(peakTreeMb, treeRssMb(child.pid ?? 0))), 500);
      let tail = '';
      const rebuilt: string[] = [];
      child.stdout.on('data', (chunk: Buffer) => {
        tail = (tail + chunk.toString()).slice(-2000);
        // `↻ <slug> <reason>` lines of build --changed (printed one write each, before any build starts).
        for (const match of chunk.toString().matchAll(/^↻ (\S+)/gm)) rebuilt.push(match[1]!);
      });
      child.on('exit', (code) => {
        clearInterval(sampler);
        process.stdout.write(tail.split('\n').slice(-3).join('\n') + '\n');
        const cpuSeconds = endedChildrenCpuSeconds() - cpuBefore;
        done({ seconds: (performance.now() - started) / 1000, cpuSeconds, peakTreeMb, ok: code === 0, rebuilt });
      });
    },
  );
}

const { dealers, carsPerDealer } = values;
const { slugs, engine, cars, seedSeconds, env } = await seedBenchFleet(root, dealers, carsPerDealer);
try {
  const fleet = await timedBuild(env, ['--concurrency', values.concurrency]);
  const fleetPhases = readPhases();
  const report = JSON.parse(readFileSync(join(outDir, '_report', 'report.json'), 'utf8')) as FleetReport;
  const pages = report.rows.reduce((sum, r) => sum + r.pages, 0);
  const peakProcessMb = Math.max(...report.rows.map((r) => r.peakRssMb));
  const one = await timedBuild(env, [`--dealer=${slugs[0]!}`]);
  const onePhases = readPhases();
  const oneRow = (JSON.parse(readFileSync(join(outDir, '_report', 'report.json'), 'utf8')) as FleetReport).rows.find(
    (r) => r.slug === slugs[0],
  )!;

  // build --changed after 5 dealers' configs changed: only they are rebuilt.
  const changedSlugs = slugs.slice(1, 6);
  for (const slug of changedSlugs) {
    const file = join(dealersDir, slug, 'dealer.json');
    writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\n`);
  }
  const changed = await timedBuild(env, ['--changed', '--concurrency', values.concurrency]);
  const changedPhases = readPhases();
  const rebuilt = changed.rebuilt.sort();

  const run = (timed: typeof fleet, record: PhaseRecord): BenchRun => ({
    ok: timed.ok,
    pages: record.dealers.reduce((sum, d) => sum + d.pages, 0),
    wallSeconds: timed.seconds,
    cpuSeconds: timed.cpuSeconds,
    precompressSeconds: record.phases.precompress ?? 0,
  });
  const result: FleetBenchResult = {
    dealers,
    carsPerDealer,
    fleet: { ...run(fleet, fleetPhases), pages, peakProcessMb, peakTreeMb: fleet.peakTreeMb },
    oneDealer: { ...run(one, onePhases), pages: oneRow.pages, peakMb: oneRow.peakRssMb },
    changed: {
      ...run(changed, changedPhases),
      rebuilt: rebuilt.length,
      expected: changedSlugs.length,
      exact: rebuilt.join() === [...changedSlugs].sort().join(),
    },
  };
  const misses = goalMisses(result);
  const when = new Date().toISOString();
  writeFileSync(
    join(root, 'result.json'),
    `${JSON.stringify({ when, cars: cars.length, seedSeconds: +seedSeconds.toFixed(1), ...result, misses, phases: { fleet: fleetPhases.phases, oneDealer: onePhases.phases, changed: changedPhases.phases } }, null, 2)}\n`,
  );
  const saved = precompressSummary(fleetPhases);
  console.log('');
  console.log(
    `Fleet bench, ${when}, ${availableParallelism()} cores, concurrency ${values.concurrency}, seed ${seedSeconds.toFixed(1)} s:`,
  );
  console.log('');
  for (const line of resultTable(result)) console.log(line);
  console.log('');
  console.log("Seconds per phase, summed over the dealers' build processes (they overlap in a fleet build):");
  console.log('');
  const phaseRuns = [
    { title: 'fleet build', phases: fleetPhases.phases },
    { title: 'one dealer', phases: onePhases.phases },
    { title: '--changed', phases: changedPhases.phases },
  ];
  for (const line of phaseTable(phaseRuns)) console.log(line);
  console.log('');
  console.log(saved);
  console.log(`Result: ${join(root, 'result.json')}`);
  for (const miss of misses) console.log(`✗ goal missed: ${miss}`);
  if (misses.length > 0) process.exitCode = 1;
} finally {
  await engine.stop();
}
process.exit();

/** The fleet build's precompression in one line: files, cache hits, bytes saved and the seconds paid. */
function precompressSummary(record: PhaseRecord): string {
  const all = record.dealers.flatMap((d) => (d.precompressed ? [d.precompressed] : []));
  const sum = (key: keyof PrecompressStats) => all.reduce((total, stats) => total + stats[key], 0);
  const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);
  const raw = sum('rawBytes');
  return (
    `precompression: ${sum('files')} text files (${sum('cacheHits')} from the cache), ${mb(raw)} MB → ` +
    `.gz ${mb(sum('gzipBytes'))} MB (${mb(raw - sum('gzipBytes'))} MB saved), .br ${mb(sum('brotliBytes'))} MB ` +
    `(${mb(raw - sum('brotliBytes'))} MB saved), in ${(record.phases.precompress ?? 0).toFixed(1)} s summed over the dealers`
  );
}
