import { buildVariables } from '../../src/config/env/buildEnv.ts';
import { envTable } from '../../src/config/env/kit.ts';
import { serverPatterns, serverVariables } from '../../server/env/schema.ts';
import { withBlock } from './docBlock.ts';

/** The operations page that carries the environment tables. */
export const ENV_DOC = 'docs/operations/environment.md';

const ENV_TABLE_START =
  '<!-- env-table:start — generated from src/config/env/buildEnv.ts and server/env/schema.ts by `npm run env-table -- --write`; edit the schemas, not this table -->';
const ENV_TABLE_END = '<!-- env-table:end -->';

/** The environment tables, between their markers: build and scripts, then the lead API. */
export function envTables(): string {
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

/** `doc` with the text between the markers replaced by the generated tables; throws when a marker is missing. */
export function withEnvTables(doc: string): string {
  return withBlock(doc, ENV_DOC, 'env-table', envTables());
}
