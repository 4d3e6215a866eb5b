import { resolve } from 'node:path';
import { serveDealers } from './lib/dealerServer.ts';
import { buildEnv } from '../src/config/env/load.ts';
import { cliArgs, wholeNumber } from './lib/cli.ts';

/** Serves the built sites in dist/ at http://<slug>.localhost:<port>/. */
const { values } = cliArgs('npm run serve -- [--port P] [--dist DIR]', {
  options: { port: { type: 'string', default: String(buildEnv().PORT) }, dist: { type: 'string', default: 'dist' } },
});
const port = wholeNumber('port', values.port, 0, 65_535);
const { slugs } = await serveDealers(resolve(values.dist), port);
if (slugs.length === 0) console.log('dist/ holds no built dealer yet: run `npm run build` first.');
for (const slug of slugs) console.log(`  http://${slug}.localhost:${port}/`);
