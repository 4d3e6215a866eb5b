import { flagTable } from '../../src/config/flagTable.ts';
import { withBlock } from './docBlock.ts';

/** The operations page that carries the flag table. */
export const FLAG_DOC = 'docs/operations/flags.md';

/** The flag table between its markers. */
export function flagTableBlock(): string {
  return [
    '<!-- flag-table:start — generated from the dealer schema by `npm run flags -- --write`; edit the schema, not this table -->',
    '',
    flagTable(),
    '',
    '<!-- flag-table:end -->',
  ].join('\n');
}

/** `doc` with the flag table between the markers replaced by the generated one; throws when a marker is missing. */
export function withFlagTable(doc: string): string {
  return withBlock(doc, FLAG_DOC, 'flag-table', flagTableBlock());
}
