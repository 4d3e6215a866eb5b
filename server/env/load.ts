import { EnvProblems } from '../../src/config/env/kit.ts';
import { serverEnvFrom, type ServerEnv } from './schema.ts';

let parsed: ServerEnv | undefined;

/**
 * The lead API's environment, parsed from process.env once (./schema.ts). A wrong or missing variable
 * ends the process with every problem listed, one line each.
 */
export function serverEnv(who = 'lead API'): ServerEnv {
  if (parsed) return parsed;
  try {
    parsed = serverEnvFrom(process.env, who);
    return parsed;
  } catch (error) {
    if (!(error instanceof EnvProblems)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
