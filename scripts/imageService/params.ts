/**
 * Pure rules of the development image service (`/img/<path>?width=&quality=&format=`, SPEC §7 image
 * host parameters): which file is asked for, at what width, quality and format, and why a request
 * is refused. Short names (w, q, fm) are accepted too, as most hosted image services use them.
 */
import { DEFAULT_IMAGE_QUALITY, SERVED_WIDTHS } from '../../src/domain/imageUrl.ts';

export const IMAGE_PREFIX = '/img/';
export const MIN_WIDTH = 16;
/** The widest srcset entry (1200 px) at twice the pixel density. */
export const MAX_WIDTH = 2400;
export const DEFAULT_QUALITY = DEFAULT_IMAGE_QUALITY;
/** The qualities pages ask for: any other is served at the nearest (today every page asks for 75). */
export const SERVED_QUALITIES: readonly number[] = [DEFAULT_IMAGE_QUALITY];
export const OUTPUT_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
const SOURCE_EXTENSIONS = /\.(jpe?g|png|webp|avif)$/i;

export interface ImageRequest {
  /** Path of the original under the site, without the /img/ prefix: "stock-photos/suv-red-1.jpg". */
  source: string;
  /** Target width in pixels (one of SERVED_WIDTHS), or null for the original's width (never enlarged). */
  width: number | null;
  quality: number;
  /**
   * The formats to choose from: the one asked for, or for `auto` those the browser accepts (AVIF and
   * WebP, else JPEG); the smallest rendition of them is sent.
   */
  formats: OutputFormat[];
  /** True when the format came from the Accept header, so the response varies by it. */
  negotiated: boolean;
}

/** The allowed value nearest to `value` (the larger on a tie): a rendition per allowed value, never more. */
export function nearest(value: number, allowed: readonly number[]): number {
  return allowed.reduce((best, next) =>
    Math.abs(next - value) < Math.abs(best - value) ||
    (Math.abs(next - value) === Math.abs(best - value) && next > best)
      ? next
      : best,
  );
}

/**
 * Whether a render is expensive (it then waits in its own lane, so cheap ones never queue behind it):
 * the original's width, AVIF from 448 px (AVIF costs about five times WebP's CPU), anything from 1000 px.
 */
export function isHeavyRender(width: number | null, format: OutputFormat): boolean {
  if (width === null) return true;
  return (width / 1000) ** 2 * (format === 'avif' ? 5 : 1) >= 1;
}

export type ImageVerdict = { ok: true; request: ImageRequest } | { ok: false; status: 400 | 404; message: string };

const PARAMS = { width: ['width', 'w'], quality: ['quality', 'q'], format: ['format', 'fm'] } as const;

/**
 * The modern formats a browser's Accept header allows (AVIF, WebP), else JPEG. Neither modern format
 * wins on every photo (AVIF keeps sensor grain that WebP smooths away), so `auto` sends the smaller.
 */
export function negotiateFormats(accept: string | undefined): OutputFormat[] {
  const types = (accept ?? '').toLowerCase();
  const modern = (['avif', 'webp'] as const).filter((f) => types.includes(`image/${f}`));
  return modern.length > 0 ? [...modern] : ['jpeg'];
}

/** The format whose rendition is smallest (the first on a tie). */
export function smallestFormat(sizes: readonly { format: OutputFormat; bytes: number }[]): OutputFormat {
  return sizes.reduce((best, next) => (next.bytes < best.bytes ? next : best)).format;
}

function one(query: URLSearchParams, names: readonly string[]): { value?: string; twice: boolean } {
  const values = names.flatMap((name) => query.getAll(name));
  return values.length > 1
    ? { twice: true }
    : { ...(values[0] === undefined ? {} : { value: values[0] }), twice: false };
}

const refuse = (message: string): ImageVerdict => ({ ok: false, status: 400, message });

/** Reads an image-service URL (path and query) and the Accept header into a request or a refusal. */
export function parseImageRequest(pathname: string, search: string, accept: string | undefined): ImageVerdict {
  if (!pathname.startsWith(IMAGE_PREFIX)) return { ok: false, status: 404, message: 'Not an image URL.' };
  let source: string;
  try {
    source = decodeURIComponent(pathname.slice(IMAGE_PREFIX.length));
  } catch {
    return refuse('The image path is not valid URL encoding.');
  }
  const segments = source.split('/');
  if (source === '' || segments.some((s) => s === '' || s === '.' || s === '..') || /[\\\0]/.test(source)) {
    return refuse('The image path must name a file under the site, without "..", "." or empty parts.');
  }
  if (!SOURCE_EXTENSIONS.test(source)) {
    return { ok: false, status: 404, message: `No image at ${IMAGE_PREFIX}${source} (JPEG, PNG, WebP or AVIF).` };
  }
  const query = new URLSearchParams(search);
  const width = one(query, PARAMS.width);
  const quality = one(query, PARAMS.quality);
  const format = one(query, PARAMS.format);
  if (width.twice || quality.twice || format.twice) return refuse('Give width, quality and format once each.');
  let w: number | null = null;
  if (width.value !== undefined) {
    w = /^\d{1,5}$/.test(width.value) ? Number(width.value) : NaN;
    if (!(w >= MIN_WIDTH && w <= MAX_WIDTH)) {
      return refuse(
        `width must be a whole number from ${MIN_WIDTH} to ${MAX_WIDTH}, not "${width.value.slice(0, 20)}".`,
      );
    }
  }
  let q = DEFAULT_QUALITY;
  if (quality.value !== undefined) {
    q = /^\d{1,3}$/.test(quality.value) ? Number(quality.value) : NaN;
    if (!(q >= 1 && q <= 100))
      return refuse(`quality must be a whole number from 1 to 100, not "${quality.value.slice(0, 20)}".`);
  }
  const asked = (format.value ?? 'auto').toLowerCase();
  const named = asked === 'jpg' ? 'jpeg' : asked;
  if (named !== 'auto' && !(OUTPUT_FORMATS as readonly string[]).includes(named)) {
    return refuse(`format must be auto, avif, webp, jpg or png, not "${asked.slice(0, 20)}".`);
  }
  const negotiated = named === 'auto';
  return {
    ok: true,
    request: {
      source,
      width: w === null ? null : nearest(w, SERVED_WIDTHS),
      quality: nearest(q, SERVED_QUALITIES),
      formats: negotiated ? negotiateFormats(accept) : [named as OutputFormat],
      negotiated,
    },
  };
}

/**
 * Files under the site that can be the original of a source path: the file itself, and for a
 * `.jpg` the sample drawing it is rendered from.
 */
export function originalCandidates(source: string): string[] {
  const drawing = source.replace(/\.jpe?g$/i, '.svg');
  return drawing === source ? [source] : [source, drawing];
}

/**
 * The disk-cache file name of a rendition: one per source, its version (size and time of the
 * original, so a changed original is rendered again), width, quality and one format.
 */
export function renditionName(request: ImageRequest, version: string, format: OutputFormat): string {
  return `${encodeURIComponent(request.source)}.${version}.w${request.width ?? 'orig'}.q${request.quality}.${format}`;
}

export const CONTENT_TYPES: Readonly<Record<OutputFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
