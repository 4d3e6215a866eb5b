import { availableParallelism } from 'node:os';
import { buildEnv } from '../../src/config/env/load.ts';
import { cliArgs, dealersDirOption } from './cli.ts';
import { DEALERS_PER_PROCESS } from './workerRules.ts';

const BUILD_USAGE =
  'npm run build -- [--dealer=<slug>[,<slug>…]]… [--concurrency N] [--dealers-per-process N] [--dealers-dir DIR] [--out DIR] [--shard=i/n] [--changed [--ignore-output] [--verify | --whole]] [--deploy]';

/** The command line of `npm run build` (and of `npm start`, which hands it on to the build). */
export function buildArgs(args?: string[]) {
  const env = buildEnv();
  return cliArgs(BUILD_USAGE, {
    ...(args ? { args } : {}),
    options: {
      dealer: { type: 'string', multiple: true, default: [] },
      concurrency: { type: 'string', default: String(availableParallelism()) },
      // Dealers one build process builds one after another before a fresh one takes over (1: a
      // process of its own for every dealer).
      'dealers-per-process': { type: 'string', default: String(DEALERS_PER_PROCESS) },
      'dealers-dir': dealersDirOption(env),
      out: { type: 'string', default: env.OUT_DIR },
      shard: { type: 'string', default: '1/1' },
      // Publish each dealer that built (npm run deploy) once the builds are done.
      deploy: { type: 'boolean', default: false },
      // Only dealers whose stock or config differs from their last good build.
      changed: { type: 'boolean', default: false },
      // With --changed: decide on the build records alone, even where dist/<slug> is absent (CI
      // runners, where the last good build was deployed rather than kept).
      'ignore-output': { type: 'boolean', default: false },
      // With --changed: after each incremental build, build the whole dealer at the same clock and
      // token beside it and fail when any file differs (the nightly job's proof).
      verify: { type: 'boolean', default: false },
      // With --changed: build every changed dealer whole, even where only its stock changed.
      whole: { type: 'boolean', default: false },
    },
  });
}
