/** The origins a dealer site's browser code talks to, fixed at build time. */
export interface CspOrigins {
  /** Meilisearch host the search islands query (the tenant token's engine). */
  searchHost: string;
  /** Lead API base URL (forms, watchlist, sign-in, phone reveals). */
  leadApiUrl: string;
  /** Whether the browser geocodes postcodes through Google (PUBLIC_MAPS_KEY is set). */
  mapsGeocoding: boolean;
}

/** A fetch directive or one of the document directives used here, as Astro's `security.csp` takes them. */
export type CspDirective =
  | `${'default' | 'connect' | 'img' | 'font' | 'object' | 'frame' | 'manifest' | 'worker'}-src ${string}`
  | `${'base-uri' | 'form-action'} ${string}`;

const GOOGLE_GEOCODING = 'https://maps.googleapis.com';

/**
 * The page policy's directives besides script-src and style-src, which Astro writes with the hashes
 * of the page's own scripts and styles (security.csp). connect-src names only the dealer's search
 * engine and lead API; images may come from any HTTPS image host the stock feed names.
 */
export function cspDirectives({ searchHost, leadApiUrl, mapsGeocoding }: CspOrigins): CspDirective[] {
  const connect = [...new Set(["'self'", new URL(searchHost).origin, new URL(leadApiUrl).origin])];
  if (mapsGeocoding) connect.push(GOOGLE_GEOCODING);
  return [
    "default-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "img-src 'self' data: https:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
}
