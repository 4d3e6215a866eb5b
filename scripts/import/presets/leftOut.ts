import type { Index } from 'meilisearch';
import type { Car } from '../../../src/domain/car.ts';
import type { LeftOut } from './feedPreset.ts';

const PAGE = 1000;

/** The cars a preset's feed leaves out while they are for sale (no price): pure. */
export const leftOutIds = (cars: readonly Pick<Car, 'id' | 'price'>[], rule: LeftOut): number[] =>
  cars.filter((car) => car.price <= rule.maxPrice).map((car) => car.id);

/** Of the cars a feed no longer lists, the ones its standard leaves out (read from the index, 1,000 at a time). */
export async function carsLeftOut(index: Index<Car>, missing: readonly number[], rule: LeftOut): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < missing.length; start += PAGE) {
    const page = missing.slice(start, start + PAGE);
    const { results } = await index.getDocuments<Pick<Car, 'id' | 'price'>>({
      filter: `id IN [${page.join(', ')}]`,
      fields: ['id', 'price'],
      limit: page.length,
    });
    ids.push(...leftOutIds(results, rule));
  }
  return ids;
}
