import { generateTenantToken } from 'meilisearch/token';

export interface TokenRequest {
  indexUid: string;
  filter: string;
  signingKey: { key: string; uid: string };
  expiresAt: Date;
}

/**
 * A tenant token for one dealer: only search, only on the stock index, always under the dealer's
 * base filter. It is public (it ships in the site), so it carries nothing secret.
 */
export function mintDealerToken({ indexUid, filter, signingKey, expiresAt }: TokenRequest): Promise<string> {
  return generateTenantToken({
    apiKey: signingKey.key,
    apiKeyUid: signingKey.uid,
    searchRules: { [indexUid]: { filter } },
    expiresAt,
    algorithm: 'HS256',
  });
}
