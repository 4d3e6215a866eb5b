import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageService } from '../../scripts/imageService/imageService.ts';

// The image service's bounds on a real HTTP server over loopback: renditions only at the widths and
// qualities pages ask for, a renditions cache capped by size (least recently used go first), and
// cheap renders never waiting behind expensive ones.
const work = mkdtempSync(join(tmpdir(), 'image-bounds-'));
const site = join(work, 'site');
const servers: Server[] = [];
const PHOTOS = 5;

/** A photo-like (noisy) 1600×1067 JPEG: expensive to encode as a large AVIF. */
const noisy = (file: string, seed: number) =>
  sharp({
    create: {
      width: 1600,
      height: 1067,
      channels: 3,
      background: '#777777',
      noise: { type: 'gaussian', mean: 100 + seed, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toFile(file);

beforeAll(async () => {
  mkdirSync(join(site, 'p'), { recursive: true });
  for (let i = 0; i < PHOTOS; i += 1) await noisy(join(site, 'p', `${i}.jpg`), i);
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
  rmSync(work, { recursive: true, force: true });
});

/** An image service on its own cache folder and port. */
async function service(cache: string, maxCacheBytes?: number) {
  const handle = createImageService(cache, maxCacheBytes === undefined ? {} : { maxCacheBytes });
  const server = createServer((req, res) => {
    if (!handle(req, res, site)) res.writeHead(404).end();
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  return (path: string) =>
    new Promise<{ status: number; body: Buffer; type: string }>((done, fail) => {
      const req = request({ host: '127.0.0.1', port, path, headers: { accept: 'image/avif,image/webp' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), type: String(res.headers['content-type']) });
        });
      });
      req.on('error', fail);
      req.end();
    });
}

const files = (cache: string) => readdirSync(join(cache, 'renditions')).filter((n) => !n.endsWith('.tmp'));
const bytes = (cache: string) => files(cache).reduce((sum, n) => sum + statSync(join(cache, 'renditions', n)).size, 0);

describe('image renditions are bounded', () => {
  it('renders only the widths and qualities pages ask for: odd ones share the nearest rendition', async () => {
    const cache = join(work, 'snap');
    const get = await service(cache);
    const asked = [
      '?width=1200&quality=75&format=webp',
      '?width=2400&quality=75&format=webp',
      '?width=1999&quality=100&format=webp',
      '?width=1201&quality=1&format=webp',
    ];
    const answers = [];
    for (const query of asked) answers.push(await get(`/img/p/0.jpg${query}`));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.equals(answers[0]!.body)).toBe(true);
    }
    expect((await sharp(answers[0]!.body).metadata()).width).toBe(1200);
    expect(files(cache)).toHaveLength(1);
  }, 60_000);

  it('keeps the renditions cache under its cap, dropping the least recently used first', async () => {
    const measure = join(work, 'measure');
    const sized = await service(measure);
    const widths = [200, 240, 320, 400, 576];
    for (const w of widths) await sized(`/img/p/1.jpg?width=${w}&format=webp`);
    const size = (w: number) =>
      statSync(
        join(
          measure,
          'renditions',
          files(measure).find((n) => n.includes(`.w${w}.`))!,
        ),
      ).size;
    // Room for exactly the three that should stay: 200 (used again), 400 and 576 (the newest).
    const cap = size(200) + size(400) + size(576);
    const cache = join(work, 'capped');
    const get = await service(cache, cap);
    for (const w of widths.slice(0, 3)) expect((await get(`/img/p/1.jpg?width=${w}&format=webp`)).status).toBe(200);
    // 200 was used last of the three: 240 and 320 are older and go first when 400 and 576 come in.
    await get('/img/p/1.jpg?width=200&format=webp');
    for (const w of widths.slice(3)) await get(`/img/p/1.jpg?width=${w}&format=webp`);
    expect(bytes(cache)).toBeLessThanOrEqual(cap);
    const left = files(cache).map((n) => /\.w(\d+)\./.exec(n)![1]);
    expect(left).toContain('576');
    expect(left).not.toContain('240');
    expect(left).not.toContain('320');
    // An evicted rendition is simply rendered again.
    const again = await get('/img/p/1.jpg?width=240&format=webp');
    expect(again.status).toBe(200);
    expect((await sharp(again.body).metadata()).width).toBe(240);
    expect(bytes(cache)).toBeLessThanOrEqual(cap);
  }, 60_000);

  it('answers an ordinary photo while four 1200 px AVIF renders queue', async () => {
    const get = await service(join(work, 'lanes'));
    const done: string[] = [];
    const heavy = Array.from({ length: 4 }, (_, i) =>
      get(`/img/p/${i}.jpg?width=1200&format=avif`).then((a) => {
        expect(a.type).toBe('image/avif');
        done.push('heavy');
      }),
    );
    await new Promise((go) => setTimeout(go, 50));
    const started = performance.now();
    const light = await get(`/img/p/${PHOTOS - 1}.jpg?width=400&format=webp`);
    const lightMs = performance.now() - started;
    done.push('light');
    expect(light.status).toBe(200);
    await Promise.all(heavy);
    console.log(`ordinary 400 px WebP answered in ${Math.round(lightMs)} ms behind 4 queued 1200 px AVIF renders`);
    // One shared queue of two renders would answer it after three of the four; its own lane lets at
    // most the one render already running finish first.
    expect(done.indexOf('light')).toBeLessThanOrEqual(1);
  }, 120_000);
});
