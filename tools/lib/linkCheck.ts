import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { IMAGE_PREFIX, originalCandidates } from '../../scripts/imageService/params.ts';
import { urlPath } from '../../scripts/lib/pageBudgets.ts';

/** A link from a built page to a file the site does not have. */
export interface BrokenLink {
  page: string;
  target: string;
}

const LINK_ATTRIBUTES = /\s(?:href|src|poster|action)="([^"]*)"/gi;
const SRCSET = /\ssrcset="([^"]*)"/gi;

/** The internal URLs a page references (anchors, assets, srcset entries); external and special schemes skipped. */
export function internalLinks(html: string, pagePath: string): string[] {
  const raw = [...html.matchAll(LINK_ATTRIBUTES)].map((m) => m[1]!);
  for (const [, set] of html.matchAll(SRCSET)) raw.push(...set!.split(',').map((c) => c.trim().split(/\s+/)[0]!));
  const base = pagePath.endsWith('/') ? pagePath : posix.dirname(pagePath) + '/';
  return raw
    .map((url) => url.replace(/&amp;/g, '&').split('#')[0]!.split('?')[0]!)
    .filter((url) => url !== '' && !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url))
    .map((url) => (url.startsWith('/') ? url : posix.join(base, url)));
}

/** Whether a static host (and the image host under /img/) would answer the URL path from the built files (directory index and .html). */
export function resolves(siteRoot: string, path: string): boolean {
  const decoded = decodeURIComponent(path);
  // The image host's URLs (/img/<original>): the original, or the drawing it is rendered from, is built.
  if (decoded.startsWith(IMAGE_PREFIX)) {
    return originalCandidates(decoded.slice(IMAGE_PREFIX.length)).some((file) => existsSync(join(siteRoot, file)));
  }
  const file = join(siteRoot, decoded);
  if (decoded.endsWith('/')) return existsSync(join(file, 'index.html'));
  if (existsSync(file)) return statSync(file).isFile() || existsSync(join(file, 'index.html'));
  return existsSync(`${file}.html`);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_astro' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Every broken internal link across one built dealer site. */
export function brokenLinks(siteRoot: string): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const checked = new Map<string, boolean>();
  for (const file of htmlFiles(siteRoot)) {
    const page = urlPath(siteRoot, file);
    for (const target of new Set(internalLinks(readFileSync(file, 'utf8'), page))) {
      if (!checked.has(target)) checked.set(target, resolves(siteRoot, target));
      if (!checked.get(target)) broken.push({ page, target });
    }
  }
  return broken;
}
