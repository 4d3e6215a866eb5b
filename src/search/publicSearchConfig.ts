import { buildEnv } from '../config/env/load.ts';
import type { PublicSearchConfig } from '../domain/searchAccess.ts';

export type { PublicSearchConfig };

/** Read from the environment the build process was started with (scripts/build.ts sets it). */
export function publicSearchConfig(): PublicSearchConfig {
  const { SEARCH_HOST: host, SEARCH_TOKEN: token, SEARCH_INDEX: indexUid } = buildEnv();
  if (!host || !token) {
    throw new Error(
      'SEARCH_HOST and SEARCH_TOKEN are missing: build through `npm run build`, which mints the tenant token.',
    );
  }
  return { host, token, indexUid };
}
