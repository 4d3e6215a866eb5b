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
/** gzip level 9; brotli quality 9 (quality 11 triples the time for about 3 % fewer bytes). */
export const GZIP_LEVEL = 9;
export const BROTLI_QUALITY = 9;

export function isTextAsset(path: string, bytes: number): boolean {
  return bytes >= MIN_COMPRESS_BYTES && TEXT_EXTENSIONS.some((ext) => path.endsWith(ext));
}

/**
 * True when a text file needs its copies (re)written: a copy is missing, or older than the file
 * (a build that rewrote the file after an earlier precompression).
 */
export function needsCompression(fileMtimeMs: number, copyMtimesMs: readonly (number | null)[]): boolean {
  return copyMtimesMs.some((copy) => copy === null || copy < fileMtimeMs);
}
