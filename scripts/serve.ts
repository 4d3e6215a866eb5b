import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serveDealers } from './lib/dealerServer.ts';

/** Serves the built sites in dist/ at http://<slug>.localhost:<port>/. */
const { values } = parseArgs({
  options: { port: { type: 'string', default: process.env.PORT ?? '4321' }, dist: { type: 'string', default: 'dist' } },
});
const port = Number(values.port);
const { slugs } = await serveDealers(resolve(values.dist), port);
if (slugs.length === 0) console.log('dist/ holds no built dealer yet: run `npm run build` first.');
for (const slug of slugs) console.log(`  http://${slug}.localhost:${port}/`);
