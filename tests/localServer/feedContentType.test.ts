import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { originGet } from '../../scripts/deploy/originHttp.ts';
import { serveDealers } from '../../scripts/lib/dealerServer.ts';
import { startNginx } from '../support/nginxOrigin.ts';

const SLUG = 'alpha-motors';
const HOST = `${SLUG}.localhost`;
const CSV = 'vin,condition\r\nJN1BJ8UV1G1000000,used\r\n';
const root = mkdtempSync(join(tmpdir(), 'feed-type-'));
// nginx's workers may run as another user: they must be able to read the site.
chmodSync(root, 0o755);
const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
  rmSync(root, { recursive: true, force: true });
});

/** A built site holding only the two feeds, at `dir`. */
function feedsAt(dir: string): void {
  mkdirSync(join(dir, 'feeds'), { recursive: true });
  writeFileSync(join(dir, 'feeds', 'vehicles.csv'), CSV);
  writeFileSync(join(dir, 'feeds', 'vehicles.xml'), '<?xml version="1.0"?><listings/>');
}

describe('the vehicle feeds are served with their own media types', () => {
  it('the local dealer server sends vehicles.csv as text/csv and vehicles.xml as XML', async () => {
    feedsAt(join(root, 'dist', SLUG));
    const { server } = await serveDealers(join(root, 'dist'), 0);
    stops.push(
      () =>
        new Promise<void>((done) => {
          server.close(() => {
            done();
          });
        }),
    );
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const csv = await originGet(url, HOST, '/feeds/vehicles.csv');
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toMatch(/^text\/csv\b/);
    expect(csv.body.toString()).toBe(CSV);
    expect(String((await originGet(url, HOST, '/feeds/vehicles.xml')).headers['content-type'])).toMatch(/xml/);
  });

  it('nginx, whose usual mime.types has no csv, sends vehicles.csv as text/csv with the site headers', async () => {
    feedsAt(join(root, 'releases', SLUG, 'current'));
    const nginx = await startNginx(root, [
      { slug: SLUG, name: 'Alpha Motors', origin: 'https://www.alpha.example', maxRemovalPercent: 30 },
    ]);
    stops.push(nginx.stop);
    const csv = await originGet(nginx.url, HOST, '/feeds/vehicles.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, must-revalidate');
    expect(csv.headers['x-content-type-options']).toBe('nosniff');
    expect(csv.body.toString()).toBe(CSV);
    expect(String((await originGet(nginx.url, HOST, '/feeds/vehicles.xml')).headers['content-type'])).toMatch(/xml/);
  });
});
