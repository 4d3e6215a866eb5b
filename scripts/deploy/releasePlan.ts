/** Pure rules of a release: its name, the order its files land in, which releases go, refusals. */

/**
 * A release folder name: the UTC time to the millisecond (so names sort by age), with a counter
 * when two deploys land in the same millisecond.
 */
export function releaseId(now: Date, existing: readonly string[]): string {
  const base = now.toISOString().replace(/[-:]/g, '').replace('.', '');
  if (!existing.includes(base)) return base;
  let n = 2;
  while (existing.includes(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** Release names look like releaseId's output; anything else in the dealer folder is not a release. */
export const isReleaseName = (name: string): boolean => /^\d{8}T\d{9}Z(-\d+)?$/.test(name);

/** Oldest first. */
export function sortReleases(names: readonly string[]): string[] {
  return names.filter(isReleaseName).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/**
 * The order files are written into a new release: fingerprinted assets first, then every other
 * file, HTML last, so a page is only ever next to the assets it names (the release is unreachable
 * until the `current` switch anyway; this also holds for a copy that is interrupted).
 */
export function copyOrder(files: readonly string[]): string[] {
  const rank = (f: string) => (f.startsWith('_astro/') ? 0 : f.endsWith('.html') ? 2 : 1);
  return [...files].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * Fingerprinted assets of the release being left that the release being switched to lacks. They
 * are linked into it before the switch, so a page the shopper loaded a moment earlier still finds
 * its scripts and styles afterwards (assets are named by content: the same name is the same file).
 */
export function assetsToCarry(leaving: readonly string[], arriving: ReadonlySet<string>): string[] {
  return leaving.filter((asset) => !arriving.has(asset));
}

/** What the deploy tool knows about a dealer's build before it copies anything. */
export interface BuildFacts {
  slug: string;
  distDir: string;
  distExists: boolean;
  hasIndex: boolean;
  /** The dealer's status in the build report (`built`, `failed`, `invalid`), if it has a row. */
  reportStatus: string | undefined;
}

/** One clear line when this build must not go live, null when it may. */
export function deployRefusal(facts: BuildFacts): string | null {
  const { slug, distDir } = facts;
  if (facts.reportStatus !== undefined && facts.reportStatus !== 'built') {
    return `Refusing to deploy ${slug}: its last build ${facts.reportStatus === 'invalid' ? 'had an invalid config' : 'failed'} (see the build report); fix it and run npm run build -- --dealer=${slug}.`;
  }
  if (!facts.distExists) {
    return `Refusing to deploy ${slug}: no build in ${distDir}; run npm run build -- --dealer=${slug} first.`;
  }
  if (!facts.hasIndex) return `Refusing to deploy ${slug}: ${distDir} has no index.html (an incomplete build).`;
  return null;
}

/** More changed URLs than this and the CDN purge names the hosts only (a purge of everything). */
export const PURGE_PATHS_LIMIT = 200;

/**
 * The URL paths a CDN must forget after a release that wrote `changed` (files relative to the
 * release), or null to purge the dealer's hosts whole: a first release, or more than
 * PURGE_PATHS_LIMIT paths. Compressed copies are the same URL as their file; fingerprinted assets
 * under /_astro/ are new names no cache holds; dot files are never served.
 */
export function purgePaths(changed: readonly string[] | null, limit = PURGE_PATHS_LIMIT): string[] | null {
  if (changed === null) return null;
  const paths = new Set<string>();
  for (const copy of changed) {
    const file = copy.replace(/\.(gz|br)$/, '');
    if (file.startsWith('_astro/') || file.split('/').some((part) => part.startsWith('.'))) continue;
    if (file === 'index.html') paths.add('/');
    else if (file.endsWith('/index.html')) paths.add(`/${file.slice(0, -'index.html'.length)}`);
    else paths.add(`/${file}`);
  }
  return paths.size > limit ? null : [...paths].sort();
}
