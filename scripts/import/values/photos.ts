const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const splitters = new Map<string, RegExp>();

/**
 * The URLs of a photo list written with any separator (`|`, `;`, `,`, spaces, new lines, or the
 * feed's own): split only where the next URL starts, so a comma inside a URL (`w_800,h_600`) stays.
 * A list that holds no URL is split on the feed's separator (its items then fail the URL check by name).
 */
export function splitPhotoList(text: string, separator: string): string[] {
  let before = splitters.get(separator);
  if (before === undefined) {
    before = new RegExp(`(?:[\\s|;,]|${escape(separator)})+(?=https?://)`, 'i');
    splitters.set(separator, before);
  }
  const parts = /https?:\/\//i.test(text) ? text.split(before) : text.split(separator);
  return parts.map((part) => part.trim().replace(/[\s|;,]+$/, '')).filter((part) => part !== '');
}

/** An `http://` URL as `https://` (the site is served over https; a photo is never a reason to drop a car). */
export const upgradeHttp = (url: string) => (/^http:\/\//i.test(url) ? `https://${url.slice(7)}` : url);
