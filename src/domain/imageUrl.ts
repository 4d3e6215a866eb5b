/** Quality the image host encodes at unless asked otherwise (SPEC §7). */
export const DEFAULT_IMAGE_QUALITY = 75;

/** Widths offered in srcset for car photos, small phone to wide desktop. */
export const PHOTO_WIDTHS = [400, 576, 768, 992, 1200] as const;

/** Thumbnails: the car gallery's strip (200), a saved car's row (240), the compare table (320). */
const THUMB_WIDTHS = [200, 240, 320] as const;

/**
 * Every width a page or island asks the image host for (a unit test reads the components to keep this
 * true). The development image host renders only these, and snaps any other width to the nearest.
 */
export const SERVED_WIDTHS: readonly number[] = [...THUMB_WIDTHS, ...PHOTO_WIDTHS];

/** `sizes` of a search result card's photo: a quarter of a wide grid, two columns, one on phones. */
export const CARD_PHOTO_SIZES = '(min-width: 1200px) 290px, (min-width: 768px) 45vw, calc(100vw - 2rem)';

export interface ImageOptions {
  width: number;
  quality?: number;
  format?: 'auto' | 'webp' | 'avif' | 'jpg';
}

/** A dealer's image host. */
export interface PhotoHost {
  /** vehicle.photoUrlTemplate, or null for the SPEC's width/quality/format parameters. */
  template: string | null;
  /** The site's origin, for {url} of a photo listed by path. */
  origin: string;
}
// Fixed per build (scripts/build-dealer.ts defines both; tests have neither). Two plain constants
// rather than one object, so a build without a template drops the template code from every bundle.
declare const __PHOTO_TEMPLATE__: string | null | undefined;
declare const __PHOTO_ORIGIN__: string | undefined;
const BUILD_TEMPLATE = typeof __PHOTO_TEMPLATE__ === 'undefined' ? null : __PHOTO_TEMPLATE__;
const BUILD_ORIGIN = typeof __PHOTO_ORIGIN__ === 'undefined' ? 'https://localhost' : __PHOTO_ORIGIN__;

/**
 * A photo's URL at a width, quality (default 75) and format on this build's image host (SPEC §7);
 * see photoUrlOn for the rules.
 */
export function imageUrl(src: string, options: ImageOptions): string {
  return BUILD_TEMPLATE
    ? templatedUrl(src, options, { template: BUILD_TEMPLATE, origin: BUILD_ORIGIN })
    : parameterUrl(src, options);
}

/**
 * A photo's URL on the given image host. With no template, the listed URL gets width, quality and
 * format parameters (other parameters are kept; a relative URL stays relative). With a template, its
 * {src}, {path}, {url}, {width}, {quality} and {format} are filled in: one template covers imgix,
 * Cloudinary, Cloudflare, Netlify and the like (docs/operations/photos.md).
 */
export function photoUrlOn(host: PhotoHost, src: string, options: ImageOptions): string {
  return host.template
    ? templatedUrl(src, options, { template: host.template, origin: host.origin })
    : parameterUrl(src, options);
}

function parameterUrl(src: string, { width, quality = DEFAULT_IMAGE_QUALITY, format = 'auto' }: ImageOptions) {
  const [path = '', query = ''] = src.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('width', String(Math.round(width)));
  params.set('quality', String(quality));
  params.set('format', format);
  return `${path}?${params.toString()}`;
}

function templatedUrl(
  src: string,
  { width, quality = DEFAULT_IMAGE_QUALITY, format = 'auto' }: ImageOptions,
  host: PhotoHost & { template: string },
) {
  const absolute = new URL(src, host.origin);
  const fill: Record<string, string> = {
    src,
    path: absolute.pathname,
    url: absolute.href,
    width: String(Math.round(width)),
    quality: String(quality),
    format,
  };
  return host.template.replace(/\{(src|path|url|width|quality|format)\}/g, (_, key: string) => fill[key]!);
}

/** A srcset string over the given widths. */
export function imageSrcSet(src: string, widths: readonly number[] = PHOTO_WIDTHS, quality = DEFAULT_IMAGE_QUALITY) {
  return widths.map((width) => `${imageUrl(src, { width, quality })} ${width}w`).join(', ');
}
