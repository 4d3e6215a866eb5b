import type { FormSearch } from './useQueryCar.ts';

/** Retail prices of the dealer's comparable cars (same make and model, year within two). */
export async function comparablePrices(
  search: FormSearch,
  make: string,
  model: string,
  year: number,
): Promise<number[]> {
  const quote = (s: string) => JSON.stringify(s.trim());
  const filter = `make = ${quote(make)} AND model = ${quote(model)} AND year >= ${year - 2} AND year <= ${year + 2}`;
  try {
    const res = await fetch(`${search.host}/indexes/${search.indexUid}/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${search.token}` },
      body: JSON.stringify({ filter, limit: 30, attributesToRetrieve: ['price', 'autograb_data'] }),
    });
    if (!res.ok) return [];
    const { hits } = (await res.json()) as {
      hits: { price: number; autograb_data?: { average_market_price: number | null } | null }[];
    };
    return hits.map((h) => h.autograb_data?.average_market_price ?? h.price);
  } catch {
    return [];
  }
}
