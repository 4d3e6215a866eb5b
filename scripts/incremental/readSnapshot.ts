import { everyCar } from '../../src/search/listedCars.ts';
import { publicSearchConfig } from '../../src/search/publicSearchConfig.ts';
import { snapshotOf, type StockSnapshot } from './stockSnapshot.ts';

/** The stock the dealer's pages see now: every car its tenant token lets the build read. */
export async function readSnapshot(): Promise<StockSnapshot> {
  return snapshotOf(await everyCar(publicSearchConfig()));
}
