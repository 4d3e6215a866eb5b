import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Files by their path, folders by theirs with a trailing slash (an empty folder left behind counts). */
function entriesOf(root: string): Set<string> {
  return new Set(
    readdirSync(root, { recursive: true, withFileTypes: true }).map((entry) => {
      const path = relative(root, join(entry.parentPath, entry.name));
      return entry.isDirectory() ? `${path}/` : path;
    }),
  );
}

/** The files and folders present in only one of two site folders, or files holding different bytes, sorted. */
export function treeDifferences(a: string, b: string): string[] {
  const inA = entriesOf(a);
  const inB = entriesOf(b);
  const differ: string[] = [];
  for (const entry of new Set([...inA, ...inB])) {
    const folder = entry.endsWith('/');
    if (
      !inA.has(entry) ||
      !inB.has(entry) ||
      (!folder && !readFileSync(join(a, entry)).equals(readFileSync(join(b, entry))))
    )
      differ.push(entry);
  }
  return differ.sort();
}
