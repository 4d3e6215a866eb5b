import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_DEALERS_DIR, loadAllDealers } from '../src/config/loadDealer.ts';
import { csvHeader, csvLine, jsonFeed, xmlFeed } from '../scripts/stock/writeFeed.ts';
import { toStockProfile } from '../scripts/lib/stockProfiles.ts';
import { generateStock } from '../scripts/stock/generateStock.ts';

/**
 * Writes the sample stock feeds (CSV, JSON, XML) of every demo dealer whose config names a feed,
 * from the sample generator, in that dealer's column mapping: `node tools/sample-feeds.ts`.
 */
const PHOTO_ORIGIN = 'https://images.example.com';
const CARS = 24;
const now = new Date(Date.UTC(2026, 10, 1));

for (const load of loadAllDealers(DEFAULT_DEALERS_DIR)) {
  if (!load.ok || load.dealer.config.flags.feed.format === null) continue;
  const { config } = load.dealer;
  const profile = toStockProfile(load.dealer);
  if (profile === null) continue;
  // Ids of their own (the dealer id, then a serial): a feed must not reuse another dealer's car ids.
  const cars = generateStock([{ ...profile, count: CARS }], { seed: config.id, now }).map((car, serial) => ({
    ...car,
    id: config.id * 10_000 + serial + 1,
  }));
  const mapping = { columns: config.flags.feed.columns, separator: config.flags.feed.separator };
  const dir = join(DEFAULT_DEALERS_DIR, config.slug);
  writeFileSync(
    join(dir, 'stock-feed.csv'),
    csvHeader(mapping) + cars.map((c) => csvLine(c, mapping, PHOTO_ORIGIN)).join(''),
  );
  writeFileSync(join(dir, 'stock-feed.xml'), xmlFeed(cars, mapping, PHOTO_ORIGIN));
  writeFileSync(join(dir, 'stock-feed.json'), jsonFeed(cars, PHOTO_ORIGIN));
  console.log(`${config.slug}: ${cars.length} cars → stock-feed.csv, stock-feed.xml, stock-feed.json`);
}
