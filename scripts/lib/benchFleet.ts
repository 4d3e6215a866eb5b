import { listDealerSlugs } from '../../src/config/loadDealer.ts';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface DealerJson {
  slug: string;
  id: number;
  name: string;
  origin: string;
  dealerships: { id: number; slug: string; name: string }[];
}
interface LocationJson {
  id: number;
  dealership_id: number;
  dealership_slug: string;
}
interface SampleStockJson {
  count: number;
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const writeJson = (path: string, value: unknown) => {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
};

/**
 * Writes a synthetic fleet of `dealers` folders by cloning the demo dealers round-robin, each with
 * its own slug, ids and dealership slugs (the fleet-wide uniqueness rules hold) and `cars` stock.
 * Returns the slugs, sorted.
 */
export function writeBenchFleet(demoRoot: string, outRoot: string, dealers: number, cars: number): string[] {
  // The dealer folders only: "_makes", "_feeds" and dot folders are the fleet's, not dealers.
  const demos = listDealerSlugs(demoRoot);
  rmSync(outRoot, { recursive: true, force: true });
  mkdirSync(outRoot, { recursive: true });
  const slugs: string[] = [];
  for (let n = 1; n <= dealers; n++) {
    const source = demos[(n - 1) % demos.length]!;
    const slug = `bench-${String(n).padStart(3, '0')}-${source}`;
    const dir = join(outRoot, slug);
    cpSync(join(demoRoot, source), dir, { recursive: true });

    const dealer = readJson(join(dir, 'dealer.json')) as DealerJson;
    const dealershipIds = new Map<number, { id: number; slug: string }>();
    dealer.dealerships = dealer.dealerships.map((d, i) => {
      const renamed = { ...d, id: 500_000 + n * 100 + i, slug: `${slug}-${d.slug}` };
      dealershipIds.set(d.id, renamed);
      return renamed;
    });
    Object.assign(dealer, {
      slug,
      id: 10_000 + n,
      name: `${dealer.name} ${n}`,
      origin: `https://${slug}.example.com.au`,
    });
    writeJson(join(dir, 'dealer.json'), dealer);

    const locations = (readJson(join(dir, 'locations.json')) as LocationJson[]).map((location, i) => {
      const dealership = dealershipIds.get(location.dealership_id)!;
      return {
        ...location,
        id: 700_000 + n * 100 + i,
        dealership_id: dealership.id,
        dealership_slug: dealership.slug,
      };
    });
    writeJson(join(dir, 'locations.json'), locations);
    writeJson(join(dir, 'sample-stock.json'), {
      ...(readJson(join(dir, 'sample-stock.json')) as SampleStockJson),
      count: cars,
    });
    slugs.push(slug);
  }
  return slugs;
}
