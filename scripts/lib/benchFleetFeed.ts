import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { dmsFeedBlock } from './dmsBenchFeed.ts';

interface LocationJson {
  id: number;
  name: string;
  dealership_id: number;
  dealership_slug?: string;
  location_type: string;
}

/** A generated dealer of the fleet bench: its slug, and its sales branches by the export's name for them. */
export interface BenchDealer {
  slug: string;
  branches: { name: string; locationId: number }[];
}

/**
 * Writes `count` dealers into `dealersDir` (copies of `template` with their own site, dealership and
 * location ids), each mapping its own branch names of one shared export at `_feeds/<file>`.
 */
export function writeBenchFleet(dealersDir: string, template: string, count: number, file: string): BenchDealer[] {
  const source = resolve('dealers', template);
  const config = JSON.parse(readFileSync(join(source, 'dealer.json'), 'utf8')) as {
    slug: string;
    id: number;
    origin: string;
    dealerships: { id: number; slug: string; name: string }[];
    flags: { feed?: unknown };
  };
  const locations = JSON.parse(readFileSync(join(source, 'locations.json'), 'utf8')) as LocationJson[];
  mkdirSync(join(dealersDir, '_feeds'), { recursive: true });
  const dealers: BenchDealer[] = [];
  for (let n = 1; n <= count; n++) {
    const slug = `bench-dealer-${String(n).padStart(3, '0')}`;
    const dir = join(dealersDir, slug);
    cpSync(source, dir, { recursive: true });
    const dealershipId = (id: number) => 500_000 + n * 100 + (id % 100);
    const dealershipSlug = (s: string) => `${s}-${n}`;
    const own = locations.map((l) => ({
      ...l,
      id: 600_000 + n * 100 + (l.id % 100),
      dealership_id: dealershipId(l.dealership_id),
      ...(l.dealership_slug === undefined ? {} : { dealership_slug: dealershipSlug(l.dealership_slug) }),
    }));
    const branches = own
      .filter((l) => l.location_type === 'sales')
      .map((l) => ({ name: `${l.name} ${n}`, locationId: l.id }));
    const words = Object.fromEntries(branches.map((b) => [b.name, String(b.locationId)]));
    const written = {
      ...config,
      slug,
      id: 900_000 + n,
      origin: `https://${slug}.example.com`,
      dealerships: config.dealerships.map((d) => ({ ...d, id: dealershipId(d.id), slug: dealershipSlug(d.slug) })),
      flags: { ...config.flags, feed: dmsFeedBlock(`_feeds/${file}`, words) },
    };
    writeFileSync(join(dir, 'dealer.json'), JSON.stringify(written));
    writeFileSync(join(dir, 'locations.json'), JSON.stringify(own));
    dealers.push({ slug, branches });
  }
  return dealers;
}
