import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

function filesOf(root: string): Set<string> {
  return new Set(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name))),
  );
}

/** The files present in only one of two site folders or holding different bytes, sorted. */
export function treeDifferences(a: string, b: string): string[] {
  const inA = filesOf(a);
  const inB = filesOf(b);
  const differ: string[] = [];
  for (const file of new Set([...inA, ...inB])) {
    if (!inA.has(file) || !inB.has(file) || !readFileSync(join(a, file)).equals(readFileSync(join(b, file))))
      differ.push(file);
  }
  return differ.sort();
}
