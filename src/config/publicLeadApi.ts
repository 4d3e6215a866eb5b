import type { BuildEnv } from './env/buildEnv.ts';
import { buildEnv } from './env/load.ts';

/** Default port of `npm run api` (LEAD_API_PORT overrides it). */
export const DEFAULT_LEAD_API_PORT = 8787;

/**
 * The lead API origin browsers call, fixed at build time like the search host: PUBLIC_LEAD_API_URL,
 * else the local `npm run api` on LEAD_API_PORT.
 */
export function publicLeadApiUrl(
  env: Partial<Pick<BuildEnv, 'PUBLIC_LEAD_API_URL' | 'LEAD_API_PORT'>> = buildEnv(),
): string {
  const url = env.PUBLIC_LEAD_API_URL ?? `http://127.0.0.1:${env.LEAD_API_PORT ?? DEFAULT_LEAD_API_PORT}`;
  return url.replace(/\/+$/, '');
}

/** A browser maps key (Google geocoding) when the deployment has one; else the offline postcode table. */
export const publicMapsKey = (env: Pick<BuildEnv, 'PUBLIC_MAPS_KEY'> = buildEnv()) => env.PUBLIC_MAPS_KEY ?? null;
