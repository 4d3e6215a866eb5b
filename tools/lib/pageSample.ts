import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { urlPath } from '../../scripts/lib/pageBudgets.ts';

/** The kind of a page for sampling: its first path segment ('/' for home), plus depth for nested routes. */
export function pageKind(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return '/';
  return `/${segments[0]!}${segments.length > 1 ? '/*'.repeat(Math.min(segments.length - 1, 2)) : ''}`;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('_') ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Up to `perKind` built pages of every kind, in a stable order: a sample that covers every page type. */
export function samplePages(siteRoot: string, perKind = 2): { file: string; path: string }[] {
  const byKind = new Map<string, { file: string; path: string }[]>();
  for (const file of htmlFiles(siteRoot).sort()) {
    const path = urlPath(siteRoot, file);
    const list = byKind.get(pageKind(path)) ?? [];
    if (list.length < perKind) list.push({ file, path });
    byKind.set(pageKind(path), list);
  }
  return [...byKind.values()].flat();
}
