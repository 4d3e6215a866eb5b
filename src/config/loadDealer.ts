import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { LocationsFile, type Location } from './content/location.ts';
import { ModelsFile, type Model } from './content/model.ts';
import { OffersFile, type Offer } from './content/offer.ts';
import { PromosFile } from './content/promo.ts';
import type { Promo } from '../domain/promoPlacement.ts';
import { ReviewsFile, type Reviews } from './content/review.ts';
import { SampleStockSchema, type SampleStock } from './content/sampleStock.ts';
import { DealerConfigSchema, type DealerConfig } from './dealerSchema.ts';
import { toDealerIssues, type DealerIssue } from './formatIssues.ts';
import { locationSlug } from '../domain/slug.ts';

/** Markdown content page from dealers/<slug>/pages/<page>.md. */
export interface ContentPage {
  slug: string;
  title: string;
  markdown: string;
}

/** Everything a dealer's folder holds, validated. */
export interface Dealer {
  dir: string;
  config: DealerConfig;
  locations: Location[];
  offers: Offer[];
  /** Promo cards among search results (promos.json; none when absent). */
  promos: Promo[];
  models: Model[];
  reviews: Reviews | null;
  pages: ContentPage[];
  sampleStock: SampleStock | null;
}

export type DealerLoad =
  { ok: true; slug: string; dealer: Dealer } | { ok: false; slug: string; issues: DealerIssue[] };

export const DEFAULT_DEALERS_DIR = 'dealers';

function readJson(slug: string, dir: string, file: string, issues: DealerIssue[]): unknown {
  const path = join(dir, file);
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    issues.push({ dealer: slug, file, path: '(file)', expected: 'valid JSON', found: (error as Error).message });
    return undefined;
  }
}

function parseFile<S extends v.GenericSchema>(
  slug: string,
  dir: string,
  file: string,
  schema: S,
  fallback: v.InferOutput<S> | null,
  issues: DealerIssue[],
): v.InferOutput<S> | null {
  const raw = readJson(slug, dir, file, issues);
  if (raw === undefined) return fallback;
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output;
  issues.push(...toDealerIssues(slug, file, result.issues));
  return fallback;
}

function readPages(dir: string): ContentPage[] {
  const pagesDir = join(dir, 'pages');
  if (!existsSync(pagesDir)) return [];
  return readdirSync(pagesDir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const markdown = readFileSync(join(pagesDir, name), 'utf8');
      const title = /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? name.replace(/\.md$/, '');
      return { slug: name.replace(/\.md$/, ''), title, markdown };
    });
}

/** Cross-file rules: names that must agree between dealer.json and the content files. */
function crossCheck(
  slug: string,
  dir: string,
  config: DealerConfig,
  locations: Location[],
  issues: DealerIssue[],
): void {
  if (config.slug !== slug) {
    issues.push({
      dealer: slug,
      file: 'dealer.json',
      path: 'slug',
      expected: `the folder name "${slug}"`,
      found: `"${config.slug}"`,
    });
  }
  if (!existsSync(join(dir, config.theme.logo))) {
    issues.push({
      dealer: slug,
      file: 'dealer.json',
      path: 'theme.logo',
      expected: 'a file in the dealer folder',
      found: `"${config.theme.logo}" (missing)`,
    });
  }
  if (config.theme.banner && !existsSync(join(dir, config.theme.banner.image))) {
    issues.push({
      dealer: slug,
      file: 'dealer.json',
      path: 'theme.banner.image',
      expected: 'a file in the dealer folder',
      found: `"${config.theme.banner.image}" (missing)`,
    });
  }
  const dealerships = new Map(config.dealerships.map((d) => [d.slug, d.id]));
  const locationSlugs = new Set<string>();
  locations.forEach((location, index) => {
    const id = dealerships.get(location.dealership_slug);
    if (id === undefined) {
      issues.push({
        dealer: slug,
        file: 'locations.json',
        path: `${index}.dealership_slug`,
        expected: `one of ${[...dealerships.keys()].join(', ')}`,
        found: `"${location.dealership_slug}"`,
      });
    } else if (id !== location.dealership_id) {
      issues.push({
        dealer: slug,
        file: 'locations.json',
        path: `${index}.dealership_id`,
        expected: `${id} (the id of ${location.dealership_slug})`,
        found: String(location.dealership_id),
      });
    }
    const locSlug = location.slug ?? locationSlug(location.name);
    if (locationSlugs.has(locSlug)) {
      issues.push({
        dealer: slug,
        file: 'locations.json',
        path: `${index}.slug`,
        expected: 'a location slug unique within the dealer',
        found: `"${locSlug}" again`,
      });
    }
    locationSlugs.add(locSlug);
  });
}

/** Reads and validates one dealer folder; never throws for bad content. */
export function loadDealer(dir: string, slug: string): DealerLoad {
  const issues: DealerIssue[] = [];
  const config = parseFile(slug, dir, 'dealer.json', DealerConfigSchema, null, issues);
  if (!config && issues.length === 0) {
    issues.push({
      dealer: slug,
      file: 'dealer.json',
      path: '(file)',
      expected: 'a dealer.json file',
      found: 'no file',
    });
  }
  const locations = parseFile(slug, dir, 'locations.json', LocationsFile, [], issues) ?? [];
  const offers = parseFile(slug, dir, 'offers.json', OffersFile, [], issues) ?? [];
  const models = parseFile(slug, dir, 'models.json', ModelsFile, [], issues) ?? [];
  const promos = parseFile(slug, dir, 'promos.json', PromosFile, [], issues) ?? [];
  const reviews = parseFile(slug, dir, 'reviews.json', ReviewsFile, null, issues);
  const sampleStock = parseFile(slug, dir, 'sample-stock.json', SampleStockSchema, null, issues);
  if (config) crossCheck(slug, dir, config, locations, issues);
  if (!config || issues.length > 0) return { ok: false, slug, issues };
  return {
    ok: true,
    slug,
    dealer: { dir, config, locations, offers, promos, models, reviews, pages: readPages(dir), sampleStock },
  };
}

/** Every dealer folder under root (folders starting with "." or "_" are skipped), sorted by slug. */
export function listDealerSlugs(root: string = DEFAULT_DEALERS_DIR): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !/^[._]/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Every dealer folder, plus the fleet rule that dealership slugs and ids and site ids belong to one
 * dealer only: tenant tokens filter on dealership_slug, so a shared one would leak stock. Both
 * dealers of a clash are failed.
 */
export function loadAllDealers(root: string = DEFAULT_DEALERS_DIR): DealerLoad[] {
  const loads = listDealerSlugs(root).map((slug) => loadDealer(join(root, slug), slug));
  const owners = new Map<string, string>();
  const clashes = new Map<string, DealerIssue[]>();
  for (const load of loads) {
    if (!load.ok) continue;
    const { config } = load.dealer;
    const claims = [
      `site id ${config.id}`,
      ...config.dealerships.flatMap((d) => [`dealership slug "${d.slug}"`, `dealership id ${d.id}`]),
    ];
    for (const claim of claims) {
      const owner = owners.get(claim);
      if (owner === undefined) owners.set(claim, load.slug);
      else {
        for (const [dealer, other] of [
          [load.slug, owner],
          [owner, load.slug],
        ] as const) {
          const list = clashes.get(dealer) ?? [];
          list.push({
            dealer,
            file: 'dealer.json',
            path: claim.startsWith('site') ? 'id' : 'dealerships',
            expected: `a ${claim.split(/ ["\d]/)[0]} no other dealer uses`,
            found: `${claim}, also used by "${other}"`,
          });
          clashes.set(dealer, list);
        }
      }
    }
  }
  return loads.map((load) => {
    const issues = clashes.get(load.slug);
    return issues ? { ok: false, slug: load.slug, issues } : load;
  });
}
