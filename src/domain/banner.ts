/** Widths the home banner is made in at build time (WebP), for the browser to pick from. */
export const BANNER_WIDTHS = [640, 1280, 1920] as const;
/** The banner's drawn shape (3:1), so the page reserves its box before the image arrives. */
export const BANNER_SIZE = { width: 1920, height: 640 } as const;

/** Where the build writes one width of the dealer's banner (under the site's /brand/ folder). */
export const bannerPath = (width: number) => `/brand/banner-${width}.webp`;

/** The srcset of the banner's widths. */
export const bannerSrcSet = () => BANNER_WIDTHS.map((w) => `${bannerPath(w)} ${w}w`).join(', ');
