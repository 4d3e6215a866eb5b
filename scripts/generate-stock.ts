import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { generateStock, syntheticProfiles, type GenerateOptions, type StockProfile } from './stock/generateStock.ts';
import { writePhotos } from './stock/photos.ts';
import { cliArgs } from './lib/cli.ts';

/** Writes outDir/stock.json (an array of Car) and the stock photos into outDir/photos/. */
export async function writeStock(
  profiles: StockProfile[],
  outDir: string,
  options: GenerateOptions,
): Promise<{ cars: number; file: string }> {
  const cars = generateStock(profiles, options);
  const file = join(outDir, 'stock.json');
  await mkdir(outDir, { recursive: true });
  await Promise.all([writeFile(file, JSON.stringify(cars)), writePhotos(join(outDir, 'photos'))]);
  return { cars: cars.length, file };
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  const number = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`--${name} must be a whole number, got '${value}'`);
  return number;
}

async function main(): Promise<void> {
  const { values } = cliArgs('npm run generate -- [--dealers N] [--cars N] [--seed N] [--out DIR]', {
    options: {
      dealers: { type: 'string', default: '10' },
      cars: { type: 'string', default: '250' },
      seed: { type: 'string', default: '1' },
      out: { type: 'string', default: '.data/fleet' },
    },
  });
  const dealers = positiveInteger('dealers', values.dealers, 10);
  const carsPerDealer = positiveInteger('cars', values.cars, 250);
  const seed = positiveInteger('seed', values.seed, 1);
  const outDir = resolve(values.out);
  const started = performance.now();
  const today = new Date();
  // Midnight UTC keeps the output identical for the same seed all day.
  const now = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const result = await writeStock(syntheticProfiles(dealers, carsPerDealer), outDir, { seed, now });
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`Generated ${result.cars} cars for ${dealers} dealers in ${seconds}s → ${result.file}`);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
