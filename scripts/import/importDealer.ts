import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { EnqueuedTaskPromise, Meilisearch } from 'meilisearch';
import type { Car } from '../../src/domain/car.ts';
import { settle } from '../lib/stockIndex.ts';
import type { ColumnMapping } from './mapRow.ts';
import type { DealerStockPlaces } from './places.ts';
import type { FeedKey } from './keys.ts';
import { feedRows, type FeedFormat, type FeedSource } from './readFeed.ts';
import {
  docHash,
  emptyFeedRefusal,
  indexedCar,
  massRemovalRefusal,
  soldVersion,
  SyncPlan,
  type IndexedCar,
} from './sync.ts';
import { expectedFound } from '../../src/config/expectedFound.ts';
import { liveSpread, type ImportCounts } from '../lib/stockReport.ts';
import type { LeftOut } from './presets/feedPreset.ts';
import { carsLeftOut } from './presets/leftOut.ts';
import { oneLinePerCause } from './rowCauses.ts';

export interface ImportOptions {
  slug: string;
  dealer: DealerStockPlaces;
  source: string | FeedSource;
  format: FeedFormat;
  mapping: ColumnMapping;
  missing: 'sold' | 'delete';
  maxRemovalPercent: number;
  /** The field naming a car in the dealer's system (feed.key); default `id`, the feed's own id. */
  key?: FeedKey;
  client: Meilisearch;
  indexUid: string;
  dryRun?: boolean;
  allowMassRemoval?: boolean;
  now?: Date;
  /** Where the stock fingerprint per dealer is written (what `build --changed` compares). */
  fingerprintDir?: string;
  /** Dry run: one line per change. */
  log?: (line: string) => void;
}

/** The import's counts (declared with the import record they are stored in), and what else it did. */
export interface ImportSummary extends ImportCounts {
  errors: string[];
  documentsSent: number;
  fingerprint: string;
  refused: string | null;
  seconds: number;
  /** Seeded sample cars of the dealer's dealerships this import replaced (they are not the dealer's stock). */
  samplesReplaced: number;
  /** Cars the feed no longer lists that its standard leaves out while for sale (no price): kept, not sold. */
  leftOut: number;
  /** Why they were kept (the preset's reason), or ''. */
  leftOutReason: string;
}

const PAGE = 1000;
const idList = (ids: readonly number[]) => `[${ids.join(', ')}]`;

/** The dealer's cars in the index, reduced to hashes and the fields an import keeps. */
async function indexedCars(client: Meilisearch, indexUid: string, dealer: DealerStockPlaces) {
  const index = client.index<Car>(indexUid);
  const filter = `dealership_id IN ${idList(dealer.dealerships.map((d) => d.id))}`;
  const cars = new Map<number, IndexedCar>();
  for (let offset = 0; ; offset += PAGE) {
    const page = await index.getDocuments({ filter, limit: PAGE, offset });
    for (const car of page.results) cars.set(car.id, indexedCar(car));
    if (page.results.length < PAGE) return cars;
  }
}

interface Spooled {
  row: number;
  kind: 'added' | 'updated';
  car: Car;
}

/** The line for a row whose id belongs to another dealer's car (a derived id names the key it came from). */
function foreignIdError({ row, car }: Spooled, key: FeedKey): string {
  if (key === 'id') return `row ${row} id: ${expectedFound("an id not used by another dealer's car", String(car.id))}`;
  return `row ${row} ${key}: the id ${car.id} derived from ${JSON.stringify(car[key])} belongs to another dealer's car`;
}

/** One dealer's import in progress: rows in (spooled), then finish (guard, send, fingerprint); close always. */
export interface DealerImport {
  accept(row: number, raw: Record<string, unknown>): Promise<void>;
  finish(): Promise<ImportSummary>;
  close(): Promise<void>;
}

/** Imports one dealer's feed: plan first (changed documents spooled to disk), guard, then send only changes. */
export async function importDealer(options: ImportOptions): Promise<ImportSummary> {
  const run = await openImport({ ...options, leftOut: options.mapping.leftOut });
  try {
    for await (const { row, raw } of feedRows(options.source, options.format, options.mapping))
      await run.accept(row, raw);
    return await run.finish();
  } finally {
    await run.close();
  }
}

/** Starts one dealer's import: reads what the index holds of the dealer, opens its spool. */
export async function openImport(
  options: Omit<ImportOptions, 'source' | 'format' | 'mapping'> & { leftOut?: LeftOut | undefined },
): Promise<DealerImport> {
  const started = performance.now();
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const log = options.log ?? (() => undefined);
  const index = options.client.index<Car>(options.indexUid);
  const inIndex = await indexedCars(options.client, options.indexUid, options.dealer);
  // Sample cars are not the dealer's stock: never "missing", never counted by the guard, replaced.
  const samples = new Set([...inIndex].filter(([, car]) => car.sample).map(([id]) => id));
  const indexed = new Map([...inIndex].filter(([id]) => !samples.has(id)));
  const key = options.key ?? 'id';
  const plan = new SyncPlan(options.dealer, indexed, nowSeconds, { slug: options.slug, key });
  const spoolDir = await mkdtemp(join(tmpdir(), 'stock-import-'));
  const spoolFile = join(spoolDir, 'changes.ndjson');
  const spool = createWriteStream(spoolFile);
  const accept = async (row: number, raw: Record<string, unknown>) => {
    const outcome = plan.row(row, raw);
    if (outcome.kind !== 'added' && outcome.kind !== 'updated') return;
    const line = JSON.stringify({ row, kind: outcome.kind, car: outcome.car } satisfies Spooled);
    if (!spool.write(`${line}\n`))
      await new Promise<void>((done) =>
        spool.once('drain', () => {
          done();
        }),
      );
  };
  const close = async () => {
    if (!spool.closed) spool.destroy();
    await rm(spoolDir, { recursive: true, force: true });
  };
  const finish = async (): Promise<ImportSummary> => {
    await new Promise<void>((done) =>
      spool.end(() => {
        done();
      }),
    );

    // A preset's feed leaves out cars without a price (its standard requires one): they stay as they are.
    const leftOut = new Set(options.leftOut ? await carsLeftOut(index, plan.missing(), options.leftOut) : []);
    const missing = plan.missing().filter((id) => !leftOut.has(id));
    const current = [...indexed.values()].filter((car) => car.status !== 'sold').length;
    const listed = plan.counts.added + plan.counts.updated + plan.counts.unchanged;
    const refusal = options.allowMassRemoval
      ? null
      : (emptyFeedRefusal(options.slug, listed, samples.size) ??
        massRemovalRefusal(options.slug, missing.length, current, options.maxRemovalPercent));
    const summary: ImportSummary = {
      ...plan.counts,
      kept: plan.kept.length,
      sold: options.missing === 'sold' ? missing.length : 0,
      removed: options.missing === 'delete' ? missing.length : 0,
      errors: oneLinePerCause(plan.errors),
      documentsSent: 0,
      fingerprint: '',
      refused: refusal,
      seconds: 0,
      samplesReplaced: samples.size,
      leftOut: leftOut.size,
      leftOutReason: leftOut.size > 0 ? (options.leftOut?.reason ?? '') : '',
    };
    const done = () => ({ ...summary, seconds: (performance.now() - started) / 1000 });
    if (refusal !== null) return done();

    const tasks: EnqueuedTaskPromise[] = [];
    // Enqueued first, so the engine applies it before the feed's cars (tasks on one index run in order).
    if (samples.size > 0) {
      log(`- ${samples.size} sample cars (replaced by the feed)`);
      if (!options.dryRun) tasks.push(index.deleteDocuments([...samples]));
    }
    let batch: Spooled[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const added = batch.filter((s) => s.kind === 'added');
      const foreign = new Set<number>();
      if (added.length > 0) {
        const taken = await index.getDocuments<Pick<Car, 'id'>>({
          filter: `id IN ${idList(added.map((s) => s.car.id))}`,
          fields: ['id'],
          limit: added.length,
        });
        for (const car of taken.results) if (!samples.has(car.id)) foreign.add(car.id);
      }
      const send: Car[] = [];
      for (const s of batch) {
        if (foreign.has(s.car.id)) {
          plan.reject(s.kind, s.car.id, foreignIdError(s, key));
        } else {
          send.push(s.car);
          log(`${s.kind === 'added' ? '+' : '~'} ${s.car.id} ${s.car.name} (${s.kind})`);
        }
      }
      if (!options.dryRun && send.length > 0) {
        tasks.push(index.addDocuments(send, { primaryKey: 'id' }));
        summary.documentsSent += send.length;
      }
      batch = [];
    };
    const lines = createInterface({ input: createReadStream(spoolFile) });
    for await (const line of lines) {
      batch.push(JSON.parse(line) as Spooled);
      if (batch.length === PAGE) await flush();
    }
    await flush();

    const soldHashes = new Map<number, string>();
    const deleted = new Set<number>();
    for (let start = 0; start < missing.length; start += PAGE) {
      const ids = missing.slice(start, start + PAGE);
      if (options.missing === 'delete') {
        for (const id of ids) {
          deleted.add(id);
          log(`- ${id} (removed)`);
        }
        if (!options.dryRun) tasks.push(index.deleteDocuments(ids));
        continue;
      }
      const { results } = await index.getDocuments({ filter: `id IN ${idList(ids)}`, limit: ids.length });
      const sold = results.map((car) => soldVersion(car, nowSeconds));
      for (const car of sold) {
        soldHashes.set(car.id, docHash(car));
        log(`$ ${car.id} ${car.name} (marked sold)`);
      }
      if (!options.dryRun) {
        tasks.push(index.addDocuments(sold, { primaryKey: 'id' }));
        summary.documentsSent += sold.length;
      }
    }
    for (const task of tasks) await settle(task, `import ${options.slug}`);
    Object.assign(summary, plan.counts, { errors: oneLinePerCause(plan.errors) });
    if (!options.dryRun)
      summary.spread = await liveSpread(
        options.client,
        options.indexUid,
        options.dealer.dealerships.map((d) => d.id),
      );
    summary.fingerprint = plan.fingerprint(soldHashes, deleted);
    if (!options.dryRun && options.fingerprintDir !== undefined) {
      await mkdir(options.fingerprintDir, { recursive: true });
      await writeFile(
        join(options.fingerprintDir, `${options.slug}.json`),
        `${JSON.stringify({ stock: summary.fingerprint, importedAt: new Date(nowSeconds * 1000).toISOString() })}\n`,
      );
    }
    return done();
  };
  return { accept, finish, close };
}

/** The one line per dealer an import prints. */
export function summaryLine(slug: string, s: ImportSummary): string {
  if (s.refused !== null) return s.refused;
  return (
    `${slug}: ${s.added} added, ${s.updated} updated, ${s.unchanged} unchanged, ${s.sold} marked sold, ` +
    `${s.removed} removed, ${s.invalid} invalid rows${s.kept > 0 ? ` (${s.kept} kept from the last good import)` : ''}, ` +
    (s.leftOut > 0 ? `${s.leftOut} not in the feed kept: ${s.leftOutReason}, ` : '') +
    `${s.samplesReplaced > 0 ? `${s.samplesReplaced} sample cars replaced, ` : ''}${s.seconds.toFixed(1)} s`
  );
}
