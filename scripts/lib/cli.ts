import { basename } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { buildEnv } from '../../src/config/env/load.ts';
import type { BuildEnv } from '../../src/config/env/buildEnv.ts';

/**
 * A script's command line through node:util parseArgs, always strict: an unknown option, an option
 * without its value or an unexpected argument stops the script (exit code 2) with one line naming it
 * and the script's usage, never a stack trace.
 */
export function cliArgs<const T extends ParseArgsConfig & { strict?: true }>(
  usage: string,
  config: T,
): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs<T>(config);
  } catch (error) {
    const script = basename(process.argv[1] ?? 'script');
    console.error(`${script}: ${(error as Error).message}\nUsage: ${usage}`);
    process.exit(2);
  }
}

/** A whole-number option between min and max; anything else (NaN included) stops the script (exit 2). */
export function wholeNumber(option: string, value: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (Number.isSafeInteger(n) && n >= min && n <= max) return n;
  console.error(`--${option} must be a whole number from ${min} to ${max}, not "${value}".`);
  process.exit(2);
}

/**
 * The `--dealers-dir DIR` option of every command that reads dealer folders, and the one place that
 * decides the folder: the flag, else `DEALERS_DIR`, else `dealers` (the environment schema's default).
 */
export function dealersDirOption(env: Pick<BuildEnv, 'DEALERS_DIR'> = buildEnv()) {
  return { type: 'string', default: env.DEALERS_DIR } as const;
}
