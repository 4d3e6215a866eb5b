import { createReadStream } from 'node:fs';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { parse } from 'csv-parse';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { mapJsonCar, mapTextRecord, missingColumns, type ColumnMapping } from './mapRow.ts';

export type FeedFormat = 'csv' | 'json' | 'xml';

/** A whole-file problem: nothing of the file is imported. */
export class FeedError extends Error {}

export interface FeedRow {
  row: number;
  raw: Record<string, unknown>;
}

/** Opens the feed as a byte stream: a local file or an http(s) URL. */
export async function openSource(source: string): Promise<Readable> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(120_000) });
    if (!response.ok || response.body === null) throw new FeedError(`${source}: HTTP ${response.status}`);
    return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
  }
  return createReadStream(source);
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

async function* csvRows(bytes: Readable, mapping: ColumnMapping): AsyncGenerator<FeedRow> {
  const check = new Utf8Check();
  const parser = parse({
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
    if (check.sample !== '' && NOT_CSV.has(check.sample))
      throw new FeedError('not a CSV file (it looks like JSON or XML)');
    throw new FeedError(`not a CSV file: ${(error as Error).message}`);
  }
  if (check.bytes === 0 || check.sample === '') throw new FeedError('empty file');
  if (row === 0) throw new FeedError('empty file: a header row but no cars');
}

async function wholeText(bytes: Readable): Promise<string> {
  const check = new Utf8Check();
  bytes.on('error', (error) => check.destroy(error));
  let text = '';
  for await (const chunk of bytes.pipe(check)) text += chunk as string;
  text = text.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new FeedError('empty file');
  return text;
}

async function* jsonRows(bytes: Readable, mapping: ColumnMapping): AsyncGenerator<FeedRow> {
  const text = await wholeText(bytes);
  let cars: unknown;
  try {
    cars = JSON.parse(text);
  } catch (error) {
    throw new FeedError(`not a JSON file: ${(error as Error).message}`);
  }
  if (!Array.isArray(cars)) throw new FeedError('not a JSON array of cars');
  if (cars.length === 0) throw new FeedError('empty file: no cars in the array');
  let row = 0;
  for (const car of cars) yield { row: ++row, raw: mapJsonCar(car, mapping) };
}

async function* xmlRows(bytes: Readable, mapping: ColumnMapping): AsyncGenerator<FeedRow> {
  const text = await wholeText(bytes);
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
export async function* feedRows(source: string, format: FeedFormat, mapping: ColumnMapping): AsyncGenerator<FeedRow> {
  const bytes = await openSource(source);
  if (format === 'csv') yield* csvRows(bytes, mapping);
  else if (format === 'json') yield* jsonRows(bytes, mapping);
  else yield* xmlRows(bytes, mapping);
}
