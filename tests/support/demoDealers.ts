import { resolve } from 'node:path';
import { loadAllDealers, type Dealer } from '../../src/config/loadDealer.ts';

/** The demo dealers in dealers/, all of which must be valid. */
export function demoDealers(): Dealer[] {
  return loadAllDealers(resolve('dealers')).map((result) => {
    if (!result.ok) throw new Error(`demo dealer ${result.slug} is invalid`);
    return result.dealer;
  });
}
