/**
 * Development origins (`http://<slug>.localhost:<any port>`) are a development convenience: the API allows
 * them only when started in development mode, LEAD_API_DEV_ORIGINS=1. `npm start`, the browser tests and
 * the fuzz and abuse runs start the API that way (scripts/lib/leadApiProcess.ts); `npm run api` on its own,
 * the production entry point, does not.
 */
export function devOriginsFrom(env: NodeJS.ProcessEnv): boolean {
  return env.LEAD_API_DEV_ORIGINS === '1';
}
