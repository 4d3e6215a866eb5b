/** Pure rules of `npm run keys`: which engine key is the lead API's, and what the operator is told. */

/** The lead API's own key: search only, on the stock index only, never expiring. */
export const LEAD_READER_DESCRIPTION =
  'dealer-sites: the lead API and delivery worker read the car of a lead (search only)';

/** The fields of a Meilisearch key the rules look at. */
export interface EngineKey {
  uid: string;
  key: string;
  description: string | null;
  actions: string[];
  indexes: string[];
}

/** True for a key that can only search, and only the one index. */
export const isSearchOnly = (key: Pick<EngineKey, 'actions' | 'indexes'>, indexUid: string): boolean =>
  key.actions.length === 1 && key.actions[0] === 'search' && key.indexes.length === 1 && key.indexes[0] === indexUid;

/** The existing key with this description that can only search the index, if there is one. */
export function findSearchKey(
  keys: readonly EngineKey[],
  description: string,
  indexUid: string,
): EngineKey | undefined {
  return keys.find((k) => k.description === description && isSearchOnly(k, indexUid));
}

export interface KeysFacts {
  host: string;
  indexUid: string;
  lead: { key: string; created: boolean };
  signer: { key: string; uid: string; fromEnv: boolean };
}

/** What `npm run keys` prints: each key under the file it belongs in, and where it came from. */
export function keysReport(facts: KeysFacts): string[] {
  const { host, indexUid, lead, signer } = facts;
  return [
    `Search-only keys for index "${indexUid}" on ${host}.`,
    '',
    `# /etc/dealer-sites/lead-api.env: the lead API and npm run deliver read a lead's car (${lead.created ? 'created now' : 'already there'})`,
    `MEILI_HOST=${host}`,
    `MEILI_SEARCH_KEY=${lead.key}`,
    '',
    `# /etc/dealer-sites/build.env, optional: builds sign tenant tokens with it instead of looking it up with the master key (${signer.fromEnv ? 'from MEILI_SEARCH_KEY in this environment' : 'looked up or created'})`,
    `MEILI_SEARCH_KEY=${signer.key}`,
    `MEILI_SEARCH_KEY_UID=${signer.uid}`,
    '',
    'Both can only search this index. Put them in those files (mode 0640), never in a repository or a chat.',
  ];
}
