import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Gauge, type Registry } from 'prom-client';
import { CAR_COUNT_FILE, shrinkReason } from '../../scripts/deploy/carCount.ts';
import { currentRelease, readMeta, releaseStates } from '../../scripts/deploy/releaseFiles.ts';
import type { ImportRecord } from '../../scripts/lib/stockReport.ts';

/** Where the batch jobs of this host leave their records: imports, builds and the origin's releases. */
export interface FleetFiles {
  /** The stock fingerprints folder (`npm run import` writes imports/<slug>.json there). */
  stockDir: string;
  /** The build output (dist/<slug>/.cars.json). */
  distDir: string;
  /** The origin's release root (releases/<slug>/…), when this host serves the sites. */
  deployRoot: string | undefined;
}

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
};
const folders = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith('_'))
    : [];

/**
 * The import, build and deploy records as gauges, so the same alerting that watches leads also sees a
 * stale feed, a suspect build or a rolled-back release (the morning report shows them in red too).
 * Read at each scrape; a folder that is absent adds nothing.
 */
export function fleetFileMetrics(registry: Registry, files: FleetFiles): void {
  const seconds = (iso: string | null) => (iso === null ? Number.NaN : Date.parse(iso) / 1000);
  const gauge = (name: string, help: string, labelNames: string[], fill: (g: Gauge) => void) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      collect() {
        this.reset();
        fill(this);
      },
    });
  const imports = () => {
    const dir = join(files.stockDir, 'imports');
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => (readJson(join(dir, name)) as ImportRecord | null) ?? []);
  };

  gauge(
    'stock_feed_last_good_import_timestamp_seconds',
    'When each dealer last imported its feed.',
    ['dealer'],
    (g) => {
      for (const r of imports()) if (r.lastGoodAt !== null) g.set({ dealer: r.slug }, seconds(r.lastGoodAt));
    },
  );
  gauge('stock_feed_max_age_seconds', 'How old a dealer feed may get (feed.maxAgeHours).', ['dealer'], (g) => {
    for (const r of imports()) g.set({ dealer: r.slug }, r.maxAgeHours * 3600);
  });
  gauge(
    'stock_import_last_outcome',
    'The last import attempt per dealer (1 on its outcome).',
    ['dealer', 'outcome'],
    (g) => {
      for (const r of imports()) g.set({ dealer: r.slug, outcome: r.outcome }, 1);
    },
  );

  const built = () =>
    folders(files.distDir).flatMap((e) => {
      const count = readJson(join(files.distDir, e.name, CAR_COUNT_FILE)) as {
        listed?: number;
        maxRemovalPercent?: number;
      } | null;
      return typeof count?.listed === 'number'
        ? [{ slug: e.name, listed: count.listed, max: count.maxRemovalPercent ?? 30 }]
        : [];
    });
  const liveListed = (slug: string): number | null => {
    if (files.deployRoot === undefined) return null;
    const dir = join(files.deployRoot, 'releases', slug);
    const live = currentRelease(dir);
    return live === null ? null : (readMeta(join(dir, live))?.cars?.listed ?? null);
  };
  gauge('site_build_cars_listed', 'Cars on sale in each dealer build.', ['dealer'], (g) => {
    for (const b of built()) g.set({ dealer: b.slug }, b.listed);
  });
  gauge(
    'site_build_suspect',
    '1 when a build lists no cars or far fewer than the live release (the deploy refuses it).',
    ['dealer'],
    (g) => {
      for (const b of built())
        g.set({ dealer: b.slug }, shrinkReason(b.listed, liveListed(b.slug), b.max) === null ? 0 : 1);
    },
  );
  gauge(
    'site_releases_bad',
    'Releases found bad (a failed smoke check or rolled back from), per dealer.',
    ['dealer'],
    (g) => {
      if (files.deployRoot === undefined) return;
      for (const e of folders(join(files.deployRoot, 'releases'))) {
        const states = releaseStates(join(files.deployRoot, 'releases', e.name));
        g.set({ dealer: e.name }, states.filter((s) => s.bad !== null).length);
      }
    },
  );
}
