/** Pure rules of precompression: which files get `.gz` and `.br` copies, and when a copy is stale. */

/** Text formats worth compressing (gzip_static / brotli_static serve the copies). */
const TEXT_EXTENSIONS = [
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.xml',
  '.svg',
  '.txt',
  '.csv',
  '.map',
  '.webmanifest',
];
/** Smaller files are sent as they are: compression would barely pay for its headers. */
export const MIN_COMPRESS_BYTES = 256;
/** The precompressed copies written beside a text file, in the order they are written. */
export const COMPRESSED_SUFFIXES = ['.gz', '.br'] as const;
/**
 * gzip level 9 (what nginx's gzip_static sends; level 6 saves no time worth having). Brotli quality 5:
 * on a 200-car dealer's 497 text files (19.5 MB) it took 0.28 s of CPU for 5.04 MB, where quality 9
 * took 3.07 s for 5.00 MB and quality 11 16 s for 4.58 MB (docs/measurements.md). Only an origin
 * with ngx_brotli serves the `.br` files, so paying ten times the CPU for 1 % fewer bytes is not worth it.
 */
export const GZIP_LEVEL = 9;
export const BROTLI_QUALITY = 5;

/** Where compressed copies of shared assets are kept between builds (content-addressed). */
export const PRECOMPRESS_CACHE_DIR = '.data/precompress-cache';
/** A cache entry no build has used for this many days is removed. */
export const CACHE_KEEP_DAYS = 14;

export function isTextAsset(path: string, bytes: number): boolean {
  return bytes >= MIN_COMPRESS_BYTES && TEXT_EXTENSIONS.some((ext) => path.endsWith(ext));
}

/**
 * True when a file's compressed copies are worth keeping in the shared cache: the fingerprinted
 * `_astro/` assets, byte-identical in every dealer built from one commit. Pages are not: each build
 * signs a fresh search token into them, so no two builds share a page.
 */
export function isSharedAsset(relativePath: string): boolean {
  return relativePath.split('\\').join('/').startsWith('_astro/');
}

/**
 * The cache entry (without suffix) for a content hash: two-letter fan-out folders, and the
 * compression settings in the name, so a change of level or quality never reuses an old copy.
 */
export function cacheEntry(sha256Hex: string): string {
  return `${sha256Hex.slice(0, 2)}/${sha256Hex}-gz${GZIP_LEVEL}-br${BROTLI_QUALITY}`;
}

/** The cache files (relative paths) no build has used since `keepDays` before `nowMs`. */
export function staleCacheFiles(
  files: readonly { path: string; lastUsedMs: number }[],
  nowMs: number,
  keepDays = CACHE_KEEP_DAYS,
): string[] {
  const cutoff = nowMs - keepDays * 86_400_000;
  return files.filter((file) => file.lastUsedMs < cutoff).map((file) => file.path);
}

/**
 * True when a text file needs its copies (re)written: a copy is missing, or older than the file
 * (a build that rewrote the file after an earlier precompression).
 */
export function needsCompression(fileMtimeMs: number, copyMtimesMs: readonly (number | null)[]): boolean {
  return copyMtimesMs.some((copy) => copy === null || copy < fileMtimeMs);
}
