/** Quality the image host encodes at unless asked otherwise (SPEC §7). */
export const DEFAULT_IMAGE_QUALITY = 75;

/** Widths offered in srcset for car photos, small phone to wide desktop. */
export const PHOTO_WIDTHS = [400, 576, 768, 992, 1200] as const;

export interface ImageOptions {
  width: number;
  quality?: number;
  format?: 'auto' | 'webp' | 'avif' | 'jpg';
}

/**
 * A cloud-image-host URL for a photo at a width, quality (default 75) and format (SPEC §7).
 * Relative URLs stay relative; existing query parameters are kept.
 */
export function imageUrl(src: string, { width, quality = DEFAULT_IMAGE_QUALITY, format = 'auto' }: ImageOptions) {
  const [path = '', query = ''] = src.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('width', String(Math.round(width)));
  params.set('quality', String(quality));
  params.set('format', format);
  return `${path}?${params.toString()}`;
}

/** A srcset string over the given widths. */
export function imageSrcSet(src: string, widths: readonly number[] = PHOTO_WIDTHS, quality = DEFAULT_IMAGE_QUALITY) {
  return widths.map((width) => `${imageUrl(src, { width, quality })} ${width}w`).join(', ');
}
