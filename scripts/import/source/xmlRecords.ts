import { FeedError } from './feedError.ts';

/** The path to one car when `feed.recordPath` is not set. */
export const DEFAULT_RECORD_PATH = 'vehicles/vehicle';

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

/**
 * The records at a path of element names (`Stock/Vehicle`, `rss/channel/item`) in a parsed XML
 * document; element names keep their namespace prefix (`g:price`). Whole-file errors name the path.
 */
export function recordsAt(doc: Readonly<Record<string, unknown>>, recordPath: string): Record<string, unknown>[] {
  const [root = '', ...rest] = recordPath.split('/');
  if (doc[root] === undefined)
    throw new FeedError(`not a ${recordPath} XML document (no <${root}> root; set feed.recordPath)`);
  let nodes: unknown[] = asList(doc[root]);
  for (const name of rest)
    nodes = nodes.flatMap((node) =>
      node !== null && typeof node === 'object' ? asList((node as Record<string, unknown>)[name]) : [],
    );
  if (nodes.length === 0) throw new FeedError(`empty file: no <${rest.at(-1) ?? root}> elements at ${recordPath}`);
  return nodes.map((node) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>) : {}));
}
