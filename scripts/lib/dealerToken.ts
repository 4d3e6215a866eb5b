import type { DealerConfig } from '../../src/config/dealerSchema.ts';
import { baseFilter } from '../../src/search/baseFilter.ts';
import { mintDealerToken } from '../../src/search/tenantToken.ts';
import { buildEnv } from '../../src/config/env/load.ts';

export const TOKEN_DAYS = buildEnv().TENANT_TOKEN_DAYS;

/** The dealer's public search token: its base filter, signed with the search-only key. */
export function dealerToken(
  config: DealerConfig,
  signingKey: { key: string; uid: string },
  now = new Date(),
): Promise<string> {
  const filter = baseFilter({
    dealershipSlugs: config.dealerships.map((d) => d.slug),
    search: config.flags.search,
    nowSeconds: Math.floor(now.getTime() / 1000),
  });
  return mintDealerToken({
    indexUid: config.search.indexUid,
    filter,
    signingKey,
    expiresAt: new Date(now.getTime() + TOKEN_DAYS * 86_400_000),
  });
}
