import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDealers } from '../../scripts/lib/dealerServer.ts';
import { renderPhoto } from '../../src/imagery/photo.ts';

// The development image host through the real local dealer server, with a site holding one sample
// drawing (rendered to a camera-like JPEG on first use) and one real JPEG.
const work = mkdtempSync(join(tmpdir(), 'image-service-'));
const cache = join(work, 'cache');
let server: Server;
let port = 0;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
const get = (path: string, accept = 'image/avif,image/webp,*/*', method = 'GET') =>
  new Promise<Answer>((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, headers: { host: 'alpha-motors.localhost', accept } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', fail);
    req.end();
  });

beforeAll(async () => {
  const site = join(work, 'dist', 'alpha-motors');
  mkdirSync(join(site, 'stock-photos'), { recursive: true });
  mkdirSync(join(site, 'brand'), { recursive: true });
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>alpha</title>');
  writeFileSync(join(site, 'stock-photos', 'suv-red-1.svg'), renderPhoto('suv-medium', '#b91c1c', 1));
  await sharp({ create: { width: 800, height: 400, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toFile(join(site, 'brand', 'yard.jpg'));
  writeFileSync(join(work, 'dist', 'secret.jpg'), 'outside the site');
  ({ server } = await serveDealers(join(work, 'dist'), 0, '127.0.0.1', cache));
  port = (server.address() as { port: number }).port;
}, 60_000);
afterAll(async () => {
  await new Promise<void>((done) => {
    server.close(() => {
      done();
    });
  });
  rmSync(work, { recursive: true, force: true });
});

describe('/img/ on the local dealer server', () => {
  it('renders a sample photo as a 1600 px camera-like JPEG original of 150–400 KB', async () => {
    const res = await get('/img/stock-photos/suv-red-1.jpg?format=jpg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.body).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1600, 1067, 'jpeg']);
    expect(res.body.length).toBeGreaterThan(150_000);
    expect(res.body.length).toBeLessThan(400_000);
  }, 30_000);

  it('resizes to the width asked, never wider than the original', async () => {
    for (const width of [400, 576, 1200]) {
      const res = await get(`/img/stock-photos/suv-red-1.jpg?width=${width}&format=jpg`);
      expect((await sharp(res.body).metadata()).width).toBe(width);
    }
    expect((await sharp((await get('/img/brand/yard.jpg?w=2000&fm=jpg')).body).metadata()).width).toBe(800);
  }, 30_000);

  it('encodes at quality 75, the one pages ask for: another quality is served as 75', async () => {
    const q40 = await get('/img/stock-photos/suv-red-1.jpg?width=768&quality=40&format=jpg');
    const q75 = await get('/img/stock-photos/suv-red-1.jpg?width=768&format=jpg');
    const q95 = await get('/img/stock-photos/suv-red-1.jpg?width=768&quality=95&format=jpg');
    expect(q40.body.equals(q75.body)).toBe(true);
    expect(q95.body.equals(q75.body)).toBe(true);
  }, 30_000);

  it('format=auto sends the smaller of AVIF and WebP the browser accepts, else JPEG, varying by Accept', async () => {
    const path = '/img/stock-photos/suv-red-1.jpg?width=400&quality=75';
    const avif = await get(`${path}&format=avif`);
    const webp = await get(`${path}&format=webp`);
    expect((await sharp(avif.body).metadata()).format).toBe('heif');
    expect((await sharp(webp.body).metadata()).format).toBe('webp');
    const both = await get(`${path}&format=auto`, 'image/avif,image/webp,*/*');
    const smaller = avif.body.length < webp.body.length ? avif : webp;
    expect(both.headers['content-type']).toBe(smaller.headers['content-type']);
    expect(both.body.length).toBe(Math.min(avif.body.length, webp.body.length));
    const cases: [string, string, string][] = [
      ['image/avif,*/*', 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
    ];
    for (const [accept, type, format] of cases) {
      const res = await get(`${path}&format=auto`, accept);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers.vary).toBe('Accept');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(res.body).metadata()).format).toBe(format);
    }
    expect((await get('/img/brand/yard.jpg?fm=png')).headers.vary).toBeUndefined();
  }, 30_000);

  it('keeps each rendition on disk: the same URL again is not rendered again', async () => {
    const path = '/img/brand/yard.jpg?width=320&format=webp';
    const first = await get(path);
    const files = readdirSync(join(cache, 'renditions')).length;
    const again = await get(path);
    expect(again.body.equals(first.body)).toBe(true);
    expect(readdirSync(join(cache, 'renditions'))).toHaveLength(files);
  });

  it('answers an unknown image 404 and absurd parameters 400, and keeps serving', async () => {
    const missing = await get('/img/stock-photos/nothing-here-1.jpg?width=400');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('No image at /img/stock-photos/nothing-here-1.jpg.');
    const cases: [string, string][] = [
      ['/img/brand/yard.jpg?w=0', 'width must be a whole number from 16 to 2400, not "0".'],
      ['/img/brand/yard.jpg?w=100000', 'width must be a whole number from 16 to 2400, not "100000".'],
      ['/img/brand/yard.jpg?q=500', 'quality must be a whole number from 1 to 100, not "500".'],
      ['/img/brand/yard.jpg?fm=exe', 'format must be auto, avif, webp, jpg or png, not "exe".'],
      ['/img/../secret.jpg', 'The image path must name a file under the site, without "..", "." or empty parts.'],
      ['/img/%2e%2e/secret.jpg', 'The image path must name a file under the site, without "..", "." or empty parts.'],
    ];
    for (const [path, message] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.toString()).toBe(message);
    }
    expect((await get('/img/index.html')).status).toBe(404);
    expect((await get('/img/brand/yard.jpg?w=64')).status).toBe(200);
  });
});
