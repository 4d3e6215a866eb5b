import { createHash } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { runPool } from '../lib/runPool.ts';
import {
  BROTLI_QUALITY,
  cacheEntry,
  COMPRESSED_SUFFIXES,
  GZIP_LEVEL,
  isSharedAsset,
  isTextAsset,
  needsCompression,
  staleCacheFiles,
} from './rules.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** What one precompression run did, for the build's report and the bench. */
export interface PrecompressStats {
  /** Text files that got `.gz` and `.br` copies. */
  files: number;
  /** Of those, how many took their copies from the shared cache instead of compressing. */
  cacheHits: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

function mtimeOrNull(path: string): number | null {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

/** True when `path` is a text asset whose `.gz` or `.br` copy beside it is missing or older. */
export function lacksFreshCopies(path: string): boolean {
  const stat = statSync(path);
  if (!isTextAsset(path, stat.size)) return false;
  return needsCompression(
    stat.mtimeMs,
    COMPRESSED_SUFFIXES.map((suffix) => mtimeOrNull(`${path}${suffix}`)),
  );
}

async function compress(body: Buffer): Promise<[gz: Buffer, br: Buffer]> {
  return Promise.all([
    gzipAsync(body, { level: GZIP_LEVEL }),
    brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  ]);
}

/** Writes `<target>.gz` and `<target>.br` from the file at `source` (the same path when in place). */
export async function writeCompressedCopies(source: string, target = source): Promise<void> {
  const [gz, br] = await compress(readFileSync(source));
  writeFileSync(`${target}.gz`, gz);
  writeFileSync(`${target}.br`, br);
}

/** Copies a cached entry's `.gz` and `.br` beside target, or returns null when the cache lacks one. */
function fromCache(entry: string, target: string): [gz: number, br: number] | null {
  try {
    const sizes = COMPRESSED_SUFFIXES.map((suffix) => {
      copyFileSync(`${entry}${suffix}`, `${target}${suffix}`);
      const now = new Date();
      utimesSync(`${entry}${suffix}`, now, now);
      return statSync(`${target}${suffix}`).size;
    });
    return [sizes[0]!, sizes[1]!];
  } catch {
    return null;
  }
}

/** Stores copies in the cache through a rename, so parallel dealer builds never read half a file. */
function toCache(entry: string, copies: readonly Buffer[]): void {
  mkdirSync(dirname(entry), { recursive: true });
  COMPRESSED_SUFFIXES.forEach((suffix, i) => {
    const temp = `${entry}${suffix}.${process.pid}.tmp`;
    writeFileSync(temp, copies[i]!);
    renameSync(temp, `${entry}${suffix}`);
  });
}

/**
 * Writes `.gz` and `.br` beside every text asset under dir that lacks fresh ones (4 at a time: zlib
 * runs on libuv's thread pool). With a cacheDir, the shared `_astro/` assets are compressed once and
 * their copies reused by every later dealer and build with the same bytes.
 */
export async function precompressTree(
  dir: string,
  { cacheDir }: { cacheDir?: string } = {},
): Promise<PrecompressStats> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(lacksFreshCopies);
  const stats: PrecompressStats = { files: files.length, cacheHits: 0, rawBytes: 0, gzipBytes: 0, brotliBytes: 0 };
  await runPool(files, 4, async (file) => {
    const body = readFileSync(file);
    stats.rawBytes += body.length;
    const entry =
      cacheDir && isSharedAsset(relative(dir, file))
        ? join(cacheDir, cacheEntry(createHash('sha256').update(body).digest('hex')))
        : null;
    const cached = entry ? fromCache(entry, file) : null;
    if (cached) stats.cacheHits += 1;
    const [gzipBytes, brotliBytes] = cached ?? (await compressBeside(file, body, entry));
    stats.gzipBytes += gzipBytes;
    stats.brotliBytes += brotliBytes;
  });
  return stats;
}

async function compressBeside(file: string, body: Buffer, entry: string | null): Promise<[number, number]> {
  const [gz, br] = await compress(body);
  writeFileSync(`${file}.gz`, gz);
  writeFileSync(`${file}.br`, br);
  if (entry) toCache(entry, [gz, br]);
  return [gz.length, br.length];
}

/** Removes cache files no build has used for CACHE_KEEP_DAYS. Returns how many went. */
export function pruneCache(cacheDir: string, now = new Date()): number {
  let listed: { path: string; lastUsedMs: number }[];
  try {
    listed = readdirSync(cacheDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .map((path) => ({ path, lastUsedMs: statSync(path).mtimeMs }));
  } catch {
    return 0;
  }
  const stale = staleCacheFiles(listed, now.getTime());
  for (const path of stale) rmSync(path, { force: true });
  return stale.length;
}
