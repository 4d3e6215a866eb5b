import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Where `npm run build:console` writes the dealer console the lead API serves at /console/. */
export const CONSOLE_DIST = resolve('console/dist');

/** Builds the dealer console (its own Astro project, console/); throws with Astro's output on failure. */
export function buildConsole(options: { unlessBuilt?: boolean } = {}): void {
  if (options.unlessBuilt && existsSync(resolve(CONSOLE_DIST, 'index.html'))) return;
  const astro = resolve('node_modules/astro/bin/astro.mjs');
  // A test runner's NODE_ENV=test would give React's development build: always the production one.
  const run = spawnSync(process.execPath, [astro, 'build', '--root', 'console', '--silent'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error(`The dealer console did not build:\n${run.stdout}${run.stderr}`);
}

/** The console's JavaScript budget in bytes (gzip): React and its one app, on a manager's phone. */
export const CONSOLE_JS_BUDGET = 80_000;

/** Gzip bytes of every script the built console page loads, and each by name. */
export function consoleJsBytes(dir: string = CONSOLE_DIST): { total: number; files: Record<string, number> } {
  const assets = join(dir, '_astro');
  const files: Record<string, number> = {};
  for (const name of readdirSync(assets).filter((f) => f.endsWith('.js')))
    files[name] = gzipSync(readFileSync(join(assets, name)), { level: 9 }).length;
  return { total: Object.values(files).reduce((a, b) => a + b, 0), files };
}
