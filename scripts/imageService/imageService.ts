import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { renderRasterPhoto } from '../stock/rasterPhoto.ts';
import {
  CONTENT_TYPES,
  IMAGE_PREFIX,
  isHeavyRender,
  originalCandidates,
  parseImageRequest,
  renditionName,
  smallestFormat,
  type ImageRequest,
  type OutputFormat,
} from './params.ts';
import { DEFAULT_RENDITION_CACHE_BYTES, evictions, type CachedRendition } from './renditionCache.ts';

/** Where renditions and rendered sample photos are kept between runs (git-ignored). */
export const IMAGE_CACHE_DIR = resolve('.data/images');
/**
 * Two render lanes of one render each (sharp is itself multi-threaded; more would only queue inside
 * libvips): expensive renders (isHeavyRender) wait in their own lane, so a shopper's ordinary photo
 * never queues behind a crowd of large AVIFs.
 */
type Lane = 'light' | 'heavy';

/**
 * The development stand-in for the dealer's cloud image host (SPEC §7): `/img/<path>` serves the
 * site's file at <path> resized to `width`, encoded at `quality` (75) in `format` (auto: the
 * smaller of AVIF and WebP among those Accept names, else JPEG), each rendition rendered once with
 * sharp and kept on disk, at most `maxCacheBytes` of them (least recently used go first). Widths and
 * qualities are those pages ask for (params.ts snaps others), so a photo has at most 36 renditions. A `.jpg`
 * whose sample drawing (`.svg`) is in the site is a sample photo: its camera-like original is
 * rendered from the drawing on first use and kept too.
 */
export function createImageService(
  cacheDir = IMAGE_CACHE_DIR,
  { maxCacheBytes = DEFAULT_RENDITION_CACHE_BYTES }: { maxCacheBytes?: number } = {},
) {
  const originals = join(cacheDir, 'originals');
  const renditions = join(cacheDir, 'renditions');
  mkdirSync(originals, { recursive: true });
  mkdirSync(renditions, { recursive: true });
  const inFlight = new Map<string, Promise<string>>();
  const lanes: Record<Lane, { running: boolean; waiting: (() => void)[] }> = {
    light: { running: false, waiting: [] },
    heavy: { running: false, waiting: [] },
  };
  // The kept renditions, oldest use first: those of earlier runs by their file time.
  let clock = 0;
  const kept = new Map<string, CachedRendition>(
    readdirSync(renditions)
      .filter((name) => !name.endsWith('.tmp'))
      .map((name) => ({ name, stat: statSync(join(renditions, name)) }))
      .sort((a, b) => a.stat.mtimeMs - b.stat.mtimeMs)
      .map(({ name, stat }) => [name, { name, bytes: stat.size, usedAt: (clock += 1) }]),
  );
  /** Renditions being sent (name → responses), never deleted under a reader. */
  const sending = new Map<string, number>();

  /** Marks renditions used now; new ones are counted, and the least recently used go past the cap. */
  function used(made: readonly { path: string; bytes: number }[]): void {
    const names = made.map((m) => basename(m.path));
    made.forEach(({ bytes }, i) => {
      const name = names[i]!;
      const entry = kept.get(name) ?? { name, bytes, usedAt: 0 };
      entry.usedAt = clock += 1;
      kept.set(name, entry);
    });
    for (const old of evictions([...kept.values()], maxCacheBytes, new Set([...names, ...sending.keys()]))) {
      rmSync(join(renditions, old), { force: true });
      kept.delete(old);
    }
  }

  /** Runs work in its lane, one at a time per lane; the same target is rendered once. */
  function once(target: string, lane: Lane, work: () => Promise<Buffer>): Promise<string> {
    if (existsSync(target)) return Promise.resolve(target);
    const pending = inFlight.get(target);
    if (pending) return pending;
    const queue = lanes[lane];
    const job = (async () => {
      if (queue.running) await new Promise<void>((go) => queue.waiting.push(go));
      queue.running = true;
      try {
        const temp = `${target}.${process.pid}.tmp`;
        writeFileSync(temp, await work());
        renameSync(temp, target);
        return target;
      } finally {
        queue.running = false;
        queue.waiting.shift()?.();
        inFlight.delete(target);
      }
    })();
    inFlight.set(target, job);
    return job;
  }

  /** The original file for a source path under the site root, or null. */
  async function original(siteRoot: string, source: string): Promise<string | null> {
    const root = resolve(siteRoot);
    const [asked, drawingPath] = originalCandidates(source).map((candidate) => resolve(root, candidate));
    if (!asked!.startsWith(root + sep)) return null;
    // A symbolic link in the site could name any file the server can read: only the site's own files.
    const own = (file: string) => realpathSync(file).startsWith(realpathSync(root) + sep);
    if (existsSync(asked!) && statSync(asked!).isFile()) return own(asked!) ? asked! : null;
    const drawing = drawingPath;
    if (!drawing || !existsSync(drawing) || !own(drawing)) return null;
    const target = join(originals, `${encodeURIComponent(source)}.${statSync(drawing).size}.jpg`);
    return once(target, 'light', () => renderRasterPhoto(readFileSync(drawing)));
  }

  /** The rendition of each candidate format (each made once), and the smallest of them. */
  async function rendition(file: string, request: ImageRequest): Promise<{ path: string; format: OutputFormat }> {
    const stat = statSync(file);
    const version = `${stat.size}-${Math.round(stat.mtimeMs)}`;
    const made = await Promise.all(
      request.formats.map(async (format) => {
        const lane = isHeavyRender(request.width, format) ? 'heavy' : 'light';
        const path = await once(join(renditions, renditionName(request, version, format)), lane, () =>
          sharp(file)
            .rotate()
            .resize(request.width === null ? {} : { width: request.width, withoutEnlargement: true })
            .toFormat(format, { quality: request.quality, ...(format === 'avif' ? { effort: 2 } : {}) })
            .toBuffer(),
        );
        return { format, path, bytes: statSync(path).size };
      }),
    );
    used(made);
    const format = smallestFormat(made);
    return { format, path: made.find((m) => m.format === format)!.path };
  }

  /** True when the URL is the image service's; then it answers the request. */
  return function handle(req: IncomingMessage, res: ServerResponse, siteRoot: string): boolean {
    // The raw path, not a URL-normalised one: "/img/../x.jpg" must be refused, not quietly resolved.
    const raw = req.url ?? '/';
    const at = raw.indexOf('?');
    const [pathname, search] = at < 0 ? [raw, ''] : [raw.slice(0, at), raw.slice(at)];
    if (!pathname.startsWith(IMAGE_PREFIX)) return false;
    const text = (status: number, message: string) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end(message);
    };
    const verdict = parseImageRequest(pathname, search, req.headers.accept);
    if (!verdict.ok) {
      text(verdict.status, verdict.message);
      return true;
    }
    const { request } = verdict;
    void (async () => {
      const file = await original(siteRoot, request.source);
      if (!file) {
        text(404, `No image at ${IMAGE_PREFIX}${request.source}.`);
        return;
      }
      const out = await rendition(file, request);
      res.writeHead(200, {
        'content-type': CONTENT_TYPES[out.format],
        'content-length': statSync(out.path).size,
        // Renditions of one URL never change while the original stays: a repeat view fetches none.
        'cache-control': 'public, max-age=31536000, immutable',
        ...(request.negotiated ? { vary: 'Accept' } : {}),
      });
      if (req.method === 'HEAD') res.end();
      else {
        const name = basename(out.path);
        sending.set(name, (sending.get(name) ?? 0) + 1);
        res.on('close', () => {
          const left = (sending.get(name) ?? 1) - 1;
          if (left > 0) sending.set(name, left);
          else sending.delete(name);
        });
        createReadStream(out.path).pipe(res);
      }
    })().catch((error: unknown) => {
      console.error('image service:', error instanceof Error ? error.message : error);
      if (res.headersSent) res.destroy();
      else text(500, 'The image could not be rendered.');
    });
    return true;
  };
}
