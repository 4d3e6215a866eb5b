import type { Meilisearch } from 'meilisearch';

/**
 * Names of PUBLIC_* variables (which end up in the browser bundle) holding the master key or any
 * Meilisearch key allowed more than search. The build refuses to run when this is not empty.
 */
export async function leakedPublicKeys(admin: Meilisearch, masterKey: string, env: NodeJS.ProcessEnv) {
  const { results } = await admin.getKeys({ limit: 1000 });
  const privileged = new Set([
    masterKey,
    ...results.filter((k) => k.actions.some((a) => a !== 'search')).map((k) => k.key),
  ]);
  return Object.entries(env)
    .filter(([name, value]) => name.startsWith('PUBLIC_') && value !== undefined && value !== '')
    .filter(([, value]) => [...privileged].some((key) => value!.includes(key)))
    .map(([name]) => name);
}
