import { basename } from 'node:path';
import { buildVariables, type BuildEnv } from './buildEnv.ts';
import { EnvProblems, envFrom, type EnvOf, type EnvRule, type Variables } from './kit.ts';

/**
 * The one place process.env is read (with server/env/load.ts, which does the same for the lead API):
 * parses it against a schema; a wrong variable ends the process with every problem listed, one line each.
 */
function loadEnv<V extends Variables>(who: string, variables: V, rules: readonly EnvRule[] = []): EnvOf<V> {
  try {
    return envFrom(who, variables, process.env, rules);
  } catch (error) {
    if (!(error instanceof EnvProblems)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

let parsed: BuildEnv | undefined;

/** The build's and the scripts' environment, parsed once (src/config/env/buildEnv.ts). */
export const buildEnv = (): BuildEnv => (parsed ??= loadEnv(basename(process.argv[1] ?? 'build'), buildVariables));

/** Drops the parsed environment: a build worker moving on to its next dealer (scripts/build-dealer.ts). */
export function forgetBuildEnv(): void {
  parsed = undefined;
}

/**
 * A copy of the whole environment, for what hands it on to a child process or looks through all of it
 * (the PUBLIC_* key-leak check); every variable the code itself uses comes from a schema.
 */
export const inheritedEnv = (): Record<string, string | undefined> => ({ ...process.env });
