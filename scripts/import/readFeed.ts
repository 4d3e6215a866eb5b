import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { parse } from 'csv-parse';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { mapJsonCar, mapTextRecord, missingColumns, type ColumnMapping } from './mapRow.ts';
import { FeedError } from './source/feedError.ts';
import { FieldRun, sizeText, type FeedLimits } from './source/limits.ts';
import { FeedSource } from './source/feedSource.ts';
import { openSource } from './source/open.ts';

export { FeedError, FeedSource };

export type FeedFormat = 'csv' | 'json' | 'xml';

export interface FeedRow {
  row: number;
  raw: Record<string, unknown>;
}

/** Checks the bytes are UTF-8 (a BOM is allowed) and passes text on; anything else is an unknown encoding. */
class Utf8Check extends Transform {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private first = true;
  bytes = 0;
  sample = '';

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (
      this.first &&
      chunk.length >= 2 &&
      ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))
    ) {
      done(new FeedError('unknown encoding: UTF-16 (export the feed as UTF-8)'));
      return;
    }
    try {
      const text = this.decoder.decode(chunk, { stream: true });
      if (this.first)
        this.sample = text
          .replace(/^\uFEFF/, '')
          .trimStart()
          .slice(0, 1);
      this.first = false;
      done(null, text);
    } catch {
      done(new FeedError('unknown encoding: the file is not UTF-8 (export the feed as UTF-8)'));
    }
  }
}

const NOT_CSV = new Set(['[', '{', '<']);

async function* csvRows(bytes: Readable, mapping: ColumnMapping, limits: FeedLimits): AsyncGenerator<FeedRow> {
  const check = new Utf8Check();
  const parser = parse({
    max_record_size: limits.maxFieldBytes,
    bom: true,
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
    columns: (header: string[]) => {
      if (NOT_CSV.has(check.sample)) throw new FeedError('not a CSV file (it looks like JSON or XML)');
      const missing = missingColumns(header, mapping);
      if (missing !== null) throw new FeedError(missing);
      return header.map((h) => h.trim());
    },
  });
  bytes.on('error', (error) => check.destroy(error));
  check.on('error', (error) => parser.destroy(error));
  const records = bytes.pipe(check).pipe(parser);
  let row = 0;
  try {
    for await (const record of records as AsyncIterable<Record<string, string>>) {
      if (row === 0 && NOT_CSV.has(check.sample)) throw new FeedError('not a CSV file (it looks like JSON or XML)');
      row++;
      yield { row, raw: mapTextRecord(record, mapping) };
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if ((error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE')
      throw new FeedError(`row ${row + 1} is larger than ${sizeText(limits.maxFieldBytes)} (FEED_MAX_FIELD_KB)`);
    if (check.sample !== '' && NOT_CSV.has(check.sample))
      throw new FeedError('not a CSV file (it looks like JSON or XML)');
    throw new FeedError(`not a CSV file: ${(error as Error).message}`);
  }
  if (check.bytes === 0 || check.sample === '') throw new FeedError('empty file');
  if (row === 0) throw new FeedError('empty file: a header row but no cars');
}

/** The whole feed as text (JSON and XML are parsed whole): bounded by the feed cap, each field by the field cap. */
async function wholeText(bytes: Readable, format: 'json' | 'xml', limits: FeedLimits): Promise<string> {
  const check = new Utf8Check();
  const fields = new FieldRun(format, limits.maxFieldBytes);
  bytes.on('error', (error) => check.destroy(error));
  const parts: string[] = [];
  for await (const chunk of bytes.pipe(check) as AsyncIterable<Buffer>) {
    const piece = chunk.toString('utf8');
    fields.scan(piece);
    parts.push(piece);
  }
  let text = parts.join('');
  text = text.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new FeedError('empty file');
  return text;
}

async function* jsonRows(bytes: Readable, limits: FeedLimits): AsyncGenerator<FeedRow> {
  const text = await wholeText(bytes, 'json', limits);
  let cars: unknown;
  try {
    cars = JSON.parse(text);
  } catch (error) {
    throw new FeedError(`not a JSON file: ${(error as Error).message}`);
  }
  if (!Array.isArray(cars)) throw new FeedError('not a JSON array of cars');
  if (cars.length === 0) throw new FeedError('empty file: no cars in the array');
  let row = 0;
  for (const car of cars) yield { row: ++row, raw: mapJsonCar(car) };
}

async function* xmlRows(bytes: Readable, mapping: ColumnMapping, limits: FeedLimits): AsyncGenerator<FeedRow> {
  const text = await wholeText(bytes, 'xml', limits);
  // No DTDs: entity definitions could expand without bound (and no feed needs them).
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    throw new FeedError('not a plain XML feed: DOCTYPE and ENTITY declarations are not accepted');
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- fast-xml-validator is not a dependency; 5.12.1 still ships it
  if (XMLValidator.validate(text) !== true) throw new FeedError('not an XML file');
  const doc = new XMLParser({ parseTagValue: false, ignoreAttributes: true, trimValues: true }).parse(text) as Record<
    string,
    unknown
  >;
  const root = doc.vehicles;
  if (root === undefined) throw new FeedError('not a vehicles/vehicle XML document (no <vehicles> root)');
  const list = root !== null && typeof root === 'object' ? (root as Record<string, unknown>).vehicle : undefined;
  const vehicles = Array.isArray(list) ? (list as unknown[]) : list === undefined ? [] : [list];
  if (vehicles.length === 0) throw new FeedError('empty file: no <vehicle> elements');
  const first = vehicles[0];
  const header = first !== null && typeof first === 'object' ? Object.keys(first) : [];
  const missing = missingColumns(header, mapping);
  if (missing !== null) throw new FeedError(missing);
  let row = 0;
  for (const vehicle of vehicles) {
    const record = vehicle !== null && typeof vehicle === 'object' ? (vehicle as Record<string, unknown>) : {};
    yield { row: ++row, raw: mapTextRecord(record, mapping) };
  }
}

/** The feed's rows as Car input, streamed for CSV; whole-file problems throw FeedError. */
export async function* feedRows(
  source: string | FeedSource,
  format: FeedFormat,
  mapping: ColumnMapping,
): AsyncGenerator<FeedRow> {
  const { location, options } = typeof source === 'string' ? new FeedSource(source) : source;
  const { bytes, limits } = await openSource(location, options);
  try {
    if (format === 'csv') yield* csvRows(bytes, mapping, limits);
    else if (format === 'json') yield* jsonRows(bytes, limits);
    else yield* xmlRows(bytes, mapping, limits);
  } finally {
    bytes.destroy();
  }
}
