import { buildVariables } from '../../src/config/env/buildEnv.ts';
import { envTable } from '../../src/config/env/kit.ts';
import { serverPatterns, serverVariables } from '../../server/env/schema.ts';

const ENV_TABLE_START =
  '<!-- env-table:start — generated from src/config/env/buildEnv.ts and server/env/schema.ts by `npm run env-table -- --write`; edit the schemas, not this table -->';
const ENV_TABLE_END = '<!-- env-table:end -->';

/** The README's environment tables, between their markers: build and scripts, then the lead API. */
export function readmeEnvTables(): string {
  return [
    ENV_TABLE_START,
    '',
    '**Build and scripts** (`npm run build`, each dealer’s `astro build`, `npm start` and the other scripts):',
    '',
    envTable(buildVariables),
    '',
    '**Lead API** (`npm run api`, its delivery thread and `npm run deliver`):',
    '',
    envTable(serverVariables, serverPatterns),
    '',
    ENV_TABLE_END,
  ].join('\n');
}

/** `readme` with the text between the markers replaced by the generated tables; throws when a marker is missing. */
export function withEnvTables(readme: string): string {
  const start = readme.indexOf('<!-- env-table:start');
  const end = readme.indexOf(ENV_TABLE_END);
  if (start < 0 || end < start) throw new Error('README.md has no env-table:start / env-table:end markers.');
  return readme.slice(0, start) + readmeEnvTables() + readme.slice(end + ENV_TABLE_END.length);
}
