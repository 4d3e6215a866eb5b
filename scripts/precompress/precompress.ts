import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { runPool } from '../lib/runPool.ts';
import { BROTLI_QUALITY, COMPRESSED_SUFFIXES, GZIP_LEVEL, isTextAsset, needsCompression } from './rules.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

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

/** Writes `<target>.gz` and `<target>.br` from the file at `source` (the same path when in place). */
export async function writeCompressedCopies(source: string, target = source): Promise<void> {
  const body = readFileSync(source);
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: GZIP_LEVEL }),
    brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  ]);
  writeFileSync(`${target}.gz`, gz);
  writeFileSync(`${target}.br`, br);
}

/**
 * Writes `.gz` and `.br` beside every text asset under dir that lacks fresh ones (4 at a time: zlib
 * runs on libuv's thread pool). Returns how many files got copies.
 */
export async function precompressTree(dir: string): Promise<number> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(lacksFreshCopies);
  await runPool(files, 4, (file) => writeCompressedCopies(file));
  return files.length;
}
