import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { contactSlugOf } from '../../src/domain/locations.ts';
import { contentPath } from '../../src/domain/contentRoutes.ts';
import type { Car } from '../../src/domain/car.ts';
import { DEFAULT_INDEX_UID } from '../../src/search/indexSettings.ts';
import { adminClient, settle } from '../../scripts/lib/stockIndex.ts';
import { carFixture } from '../fixtures/car.ts';
import { XSS_PAYLOADS, type XssPayload } from './xssPayloads.ts';
import { DEALER_ON_DEFAULT_FLAGS } from './e2eDealers.ts';

/** The demo dealer the probe copies: it has models, offers, locations and every routed content page. */
const SOURCE = `dealers/${DEALER_ON_DEFAULT_FLAGS}`;
export const XSS_SLUG = 'xss-probe';
const XSS_ROOT = resolve('.data/e2e-xss');
const XSS_DEALERS_DIR = join(XSS_ROOT, 'dealers');
export const XSS_OUT_DIR = join(XSS_ROOT, 'dist');
const DEALERSHIP = { id: 9901, slug: 'xss-probe-dealership', name: 'XSS Probe Motors' };
/** Car ids far above the sample stock's, so the probe's cars never replace a demo car. */
const FIRST_CAR_ID = 990_001;
const LOCATION_TEXT_FIELDS = ['name', 'street', 'city', 'licence', 'repairer', 'badge'] as const;
const PAYLOADS_PER_PAGE = 3;

export interface XssDealer {
  /** Field kind → how many payload placements it got. */
  fields: Record<string, number>;
  cars: Car[];
  /** Site paths that show at least one payload (search echo paths excluded). */
  paths: string[];
}

const pick = (index: number): XssPayload => XSS_PAYLOADS[index % XSS_PAYLOADS.length]!;
const readJson = (file: string): unknown => JSON.parse(readFileSync(join(SOURCE, file), 'utf8'));

type Json = Record<string, unknown>;

/**
 * Writes dealers/xss-probe under .data/e2e-xss: a copy of a demo dealer whose dealer-provided text
 * (offers, models, locations, content pages) carries every payload at least once per field kind,
 * and the cars (one payload each in the dealer comments) to add to the search index.
 * Values a schema validates (slugs, colours, URLs, phones) stay valid: the schema guards those.
 */
export function writeXssDealer(): XssDealer {
  const dir = join(XSS_DEALERS_DIR, XSS_SLUG);
  rmSync(XSS_ROOT, { recursive: true, force: true });
  mkdirSync(join(dir, 'pages'), { recursive: true });
  // The logo and any other image the source dealer's theme names (a banner photo) come along.
  for (const file of readdirSync(SOURCE).filter((f) => /\.(svg|jpe?g|png|webp)$/.test(f)))
    cpSync(join(SOURCE, file), join(dir, file));
  cpSync(join(SOURCE, 'reviews.json'), join(dir, 'reviews.json'));
  const n = XSS_PAYLOADS.length;
  const fields: Record<string, number> = {};
  const count = (field: string, by = 1) => (fields[field] = (fields[field] ?? 0) + by);
  const paths = new Set<string>(['/', '/special-offers', '/contact', '/models']);

  const dealer = readJson('dealer.json') as Json;
  writeJson(join(dir, 'dealer.json'), {
    ...dealer,
    slug: XSS_SLUG,
    id: 9900,
    name: 'XSS Probe Motors',
    origin: 'https://www.xss-probe.example.com',
    dealerships: [DEALERSHIP],
    stock: { count: n },
  });

  const template = (readJson('locations.json') as Json[])[0]!;
  const locationCount = Math.ceil(n / LOCATION_TEXT_FIELDS.length);
  const locations = Array.from({ length: locationCount }, (_, i) => {
    const text = (f: number) => pick(i * LOCATION_TEXT_FIELDS.length + f).text;
    LOCATION_TEXT_FIELDS.forEach((f) => count(`location ${f}`));
    const slug = `probe-location-${i + 1}`;
    const name = `Probe ${i + 1} ${text(0)}`;
    // A single-brand site forwards /locations/{slug} to /contact; the location's own pages are named
    // after the location (its stored slug only redirects there).
    paths.add(`/contact-us/${contactSlugOf({ name })}`).add(`/teams/${contactSlugOf({ name })}`);
    return {
      ...template,
      id: 99_001 + i,
      slug,
      name,
      dealership_id: DEALERSHIP.id,
      dealership_slug: DEALERSHIP.slug,
      primary: i === 0,
      address: { ...(template.address as Json), street: text(1), city: text(2) },
      dealer_license_number: text(3),
      motor_vehicle_repairer: text(4),
      coming_soon_badge: text(5),
    };
  });
  writeJson(join(dir, 'locations.json'), locations);

  const offers = XSS_PAYLOADS.map((p, i) => {
    paths.add(`/offers/${77_001 + i}`);
    count('offer name');
    count('offer description');
    count('offer disclaimer');
    return {
      id: 77_001 + i,
      name: `Offer ${p.id} ${p.text}`,
      description: `<p>Offer ${p.id} description</p>${p.text}`,
      disclaimer: `Disclaimer ${p.id} ${pick(i + 1).text}`,
      manufacturer: 'Toyota',
      model: null,
      start: '2026-01-01',
      expiry: '2099-12-31',
    };
  });
  writeJson(join(dir, 'offers.json'), offers);

  const modelTemplate = (readJson('models.json') as Json[])[0]!;
  const models = XSS_PAYLOADS.map((p, i) => {
    const slug = `probe-model-${p.id}`;
    // /{slug} forwards here on a single-brand site.
    paths.add(`/models/toyota-${slug}`);
    count('model name');
    count('model description');
    return {
      ...modelTemplate,
      id: 88_001 + i,
      name: `Probe ${p.id} ${pick(i + 7).text}`,
      slug,
      description: `Model ${p.id}: ${p.text}`,
      accessories_count: 0,
    };
  });
  writeJson(join(dir, 'models.json'), models);

  // Every routed content page of the source dealer, each carrying a run of payloads at its end.
  const pageFiles = readdirSync(join(SOURCE, 'pages')).filter((f) => f.endsWith('.md'));
  let next = 0;
  pageFiles.forEach((file, pageIndex) => {
    const original = readFileSync(join(SOURCE, 'pages', file), 'utf8');
    const share = pageIndex === pageFiles.length - 1 ? n - next : Math.min(PAYLOADS_PER_PAGE, n - next);
    const block = Array.from({ length: Math.max(share, 1) }, (_, k) => {
      const p = pick(next + k);
      // Alternate Markdown contexts: a paragraph of its own and inline in running text.
      return k % 2 === 0 ? `${p.text}\n` : `Inline payload ${p.id}: ${p.text} in text.\n`;
    });
    count('content page', block.length);
    next += share;
    const path = contentPath(file.replace(/\.md$/, ''));
    if (path) paths.add(`/${path}`);
    writeFileSync(join(dir, 'pages', file), `${original.trimEnd()}\n\n${block.join('\n')}`);
  });

  const cars = XSS_PAYLOADS.map((p, i) => {
    count('car dealer comments');
    const id = FIRST_CAR_ID + i;
    const slug = `2019-toyota-corolla-ascent-xss${p.id}`;
    paths.add(`/cars/${slug}`);
    const location = locations[i % locations.length]!;
    return carFixture({
      id,
      slug,
      name: '2019 Toyota Corolla Ascent',
      make: 'Toyota',
      model: 'Corolla',
      make_model: 'Toyota Corolla',
      manufacturer_slug: 'toyota',
      model_slug: 'corolla',
      stocknum: `XSS${p.id}`,
      dealercomments: `Comment ${p.id}|${p.text}|Ends ${p.id}.`,
      dealership_id: DEALERSHIP.id,
      dealership_name: DEALERSHIP.name,
      dealership_slug: DEALERSHIP.slug,
      location_id: location.id,
      location_name: 'Probe location',
      location: { ...carFixture().location, slug: location.slug, location_name: 'Probe location' },
    });
  });
  return { fields, cars, paths: [...paths] };
}

function writeJson(file: string, data: unknown): void {
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** Adds the probe's cars to the shared stock index (the build reads its cars from there). */
export async function indexXssCars(host: string, masterKey: string, cars: readonly Car[]): Promise<void> {
  const index = adminClient(host, masterKey).index<Car>(DEFAULT_INDEX_UID);
  await settle(index.addDocuments([...cars], { primaryKey: 'id' }), 'add the XSS probe cars');
}

/** Takes the probe's cars out again, so the sample stock's count matches its record. */
export async function removeXssCars(host: string, masterKey: string, cars: readonly Car[]): Promise<void> {
  const index = adminClient(host, masterKey).index<Car>(DEFAULT_INDEX_UID);
  await settle(index.deleteDocuments(cars.map((c) => c.id)), 'remove the XSS probe cars');
}

/**
 * Builds the probe with the real build against the running engine. MEILI_HOST points the build at
 * it, so the build does not reseed the index from the probe's folder (that would drop the demo stock).
 */
export function buildXssDealer(host: string, masterKey: string): { ok: boolean; output: string } {
  const build = spawnSync(
    process.execPath,
    ['scripts/build.ts', `--dealers-dir=${XSS_DEALERS_DIR}`, `--out=${XSS_OUT_DIR}`, `--dealer=${XSS_SLUG}`],
    {
      encoding: 'utf8',
      env: { ...process.env, MEILI_HOST: host, MEILI_MASTER_KEY: masterKey, ASTRO_TELEMETRY_DISABLED: '1' },
    },
  );
  return { ok: build.status === 0, output: `${build.stdout}${build.stderr}` };
}
