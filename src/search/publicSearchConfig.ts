/** What the browser needs to search this dealer's stock: a public host and a tenant token. */
export interface PublicSearchConfig {
  host: string;
  token: string;
  indexUid: string;
}

/** Read from the environment the build process was started with (scripts/build.ts sets it). */
export function publicSearchConfig(): PublicSearchConfig {
  const host = process.env.SEARCH_HOST;
  const token = process.env.SEARCH_TOKEN;
  if (!host || !token) {
    throw new Error(
      'SEARCH_HOST and SEARCH_TOKEN are missing: build through `npm run build`, which mints the tenant token.',
    );
  }
  return { host, token, indexUid: process.env.SEARCH_INDEX ?? 'cars' };
}
