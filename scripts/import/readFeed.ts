import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { mapJsonCar, mapTextRecord, missingColumns, type ColumnMapping } from './mapRow.ts';
import { feedFormatList, isFeedFormat, type FeedFormat } from '../../src/domain/feedFormats.ts';
import { Decode } from './source/decode.ts';
import { detectDelimiter, headerRow } from './source/delimiter.ts';
import { FeedError } from './source/feedError.ts';
import { DEFAULT_READ_OPTIONS, FeedSource, type ReadOptions } from './source/feedSource.ts';
import { FieldRun, sizeText, type FeedLimits } from './source/limits.ts';
import { openSource } from './source/open.ts';
import { DEFAULT_RECORD_PATH, recordsAt } from './source/xmlRecords.ts';
import { MAX_XML_DEPTH, XmlScan } from './source/xmlScan.ts';

export type { FeedFormat };
export { FeedError, FeedSource, type ReadOptions };

export interface FeedRow {
  row: number;
  raw: Record<string, unknown>;
}

const NOT_CSV = new Set(['[', '{', '<']);
const notCsv = () => new FeedError('not a CSV file (it looks like JSON or XML)');

/** True when the text holds a control character no text export has (tab, new line, carriage return and form feed aside). */
function binary(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7f || (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d)) return true;
  }
  return false;
}

/** The first text of a CSV feed up to its header row's end (bounded by the field cap), and the rest. */
async function splitHeader(
  text: AsyncIterator<string>,
  limits: FeedLimits,
): Promise<{ start: string; header: string }> {
  let start = '';
  for (;;) {
    const header = headerRow(start);
    if (header !== null) return { start, header };
    const next = await text.next();
    if (next.done === true) return { start, header: start };
    start += next.value;
    if (start.length > limits.maxFieldBytes + 2)
      throw new FeedError(`the header row is larger than ${sizeText(limits.maxFieldBytes)} (FEED_MAX_FIELD_KB)`);
  }
}

async function* csvRows(text: Decode, mapping: ColumnMapping | null, limits: FeedLimits, read: ReadOptions) {
  const chunks = (text as AsyncIterable<string>)[Symbol.asyncIterator]();
  const { start, header } = await splitHeader(chunks, limits);
  if (NOT_CSV.has(text.firstChar)) throw notCsv();
  if (binary(start.slice(0, 4096))) throw new FeedError('not a CSV file (binary data, not text)');
  if (text.bytes === 0 || start.trim() === '') throw new FeedError('empty file');
  const delimiter = read.delimiter === 'auto' ? detectDelimiter(header) : read.delimiter;
  const parser = parse({
    delimiter,
    max_record_size: limits.maxFieldBytes,
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
    columns: (names: string[]) => {
      const missing = mapping === null ? null : missingColumns(names, mapping);
      if (missing !== null) throw new FeedError(missing);
      return names.map((h) => h.trim());
    },
  });
  const input = Readable.from(
    (async function* () {
      yield start;
      for (let next = await chunks.next(); next.done !== true; next = await chunks.next()) yield next.value;
    })(),
    { objectMode: false },
  );
  input.on('error', (error) => parser.destroy(error));
  let row = 0;
  try {
    for await (const record of input.pipe(parser) as AsyncIterable<Record<string, string>>) {
      row++;
      yield { row, raw: mapping === null ? record : mapTextRecord(record, mapping) };
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if ((error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE')
      throw new FeedError(`row ${row + 1} is larger than ${sizeText(limits.maxFieldBytes)} (FEED_MAX_FIELD_KB)`);
    throw new FeedError(`not a CSV file: ${(error as Error).message}`);
  }
  if (row === 0) throw new FeedError('empty file: a header row but no cars');
}

/** The whole feed as text (JSON and XML are parsed whole): bounded by the feed cap, each field by the field cap. */
async function wholeText(text: Decode, format: 'json' | 'xml', limits: FeedLimits): Promise<string> {
  const fields = new FieldRun(format, limits.maxFieldBytes);
  const nesting = format === 'xml' ? new XmlScan() : null;
  const parts: string[] = [];
  for await (const piece of text as AsyncIterable<string>) {
    fields.scan(piece);
    nesting?.scan(piece);
    parts.push(piece);
  }
  const whole = parts.join('');
  if (whole.trim() === '') throw new FeedError('empty file');
  return whole;
}

async function* jsonRows(text: Decode, mapping: ColumnMapping | null, limits: FeedLimits): AsyncGenerator<FeedRow> {
  const whole = await wholeText(text, 'json', limits);
  let cars: unknown;
  try {
    cars = JSON.parse(whole);
  } catch (error) {
    throw new FeedError(`not a JSON file: ${(error as Error).message}`);
  }
  if (!Array.isArray(cars)) throw new FeedError('not a JSON array of cars');
  if (cars.length === 0) throw new FeedError('empty file: no cars in the array');
  let row = 0;
  for (const car of cars) yield { row: ++row, raw: mapping === null ? asRecord(car) : mapJsonCar(car, mapping) };
}

async function* xmlRows(text: Decode, mapping: ColumnMapping | null, limits: FeedLimits, read: ReadOptions) {
  // Nesting and declarations (DOCTYPE, ENTITY) were refused while the text streamed in (XmlScan).
  const whole = await wholeText(text, 'xml', limits);
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- fast-xml-validator is not a dependency; 5.12.1 still ships it
  if (XMLValidator.validate(whole) !== true) throw new FeedError('not an XML file');
  let doc: Record<string, unknown>;
  try {
    doc = XML_PARSER.parse(whole) as Record<string, unknown>;
  } catch (error) {
    // The parser's own limits (nesting, entity expansion) as one line, never a stack trace.
    throw new FeedError(`not a plain XML feed: ${(error as Error).message.split('\n')[0] ?? ''}`);
  }
  const records = recordsAt(doc, read.recordPath ?? DEFAULT_RECORD_PATH);
  const missing = mapping === null ? null : missingColumns(Object.keys(records[0] ?? {}), mapping);
  if (missing !== null) throw new FeedError(missing);
  let row = 0;
  for (const record of records) yield { row: ++row, raw: mapping === null ? record : mapTextRecord(record, mapping) };
}

/** No DTD reaches the parser; the five predefined entities and character references are all a feed uses. */
const XML_PARSER = new XMLParser({
  parseTagValue: false,
  ignoreAttributes: true,
  trimValues: true,
  maxNestedTags: MAX_XML_DEPTH,
});

type Reader = (
  text: Decode,
  mapping: ColumnMapping | null,
  limits: FeedLimits,
  read: ReadOptions,
) => AsyncGenerator<FeedRow>;

/** One reader per feed format of the registry (src/domain/feedFormats.ts). */
const READERS = { csv: csvRows, json: jsonRows, xml: xmlRows } satisfies Record<FeedFormat, Reader>;

/** A JSON car as a record (anything else has no fields). */
const asRecord = (car: unknown): Record<string, unknown> =>
  car !== null && typeof car === 'object' && !Array.isArray(car) ? (car as Record<string, unknown>) : {};

/**
 * The feed's rows as Car input (CSV streamed), or as read when `mapping` is null (a shared export,
 * mapped per dealer after routing); whole-file problems throw FeedError. `read` overrides
 * the source's encoding, delimiter and record path (a preset hands these over).
 */
export async function* feedRows(
  source: string | FeedSource,
  format: FeedFormat,
  mapping: ColumnMapping | null,
  read: Partial<ReadOptions> = {},
): AsyncGenerator<FeedRow> {
  // A format the registry does not know is refused before the feed is opened, never read as another.
  if (!isFeedFormat(format)) throw new FeedError(`unknown feed format "${String(format)}" (${feedFormatList()})`);
  const reader = READERS[format];
  const feed = typeof source === 'string' ? new FeedSource(source) : source;
  const options: ReadOptions = { ...DEFAULT_READ_OPTIONS, ...feed.read, ...read };
  const { bytes, limits } = await openSource(feed.location, feed.options);
  const text = new Decode(options.encoding);
  bytes.on('error', (error) => text.destroy(error));
  bytes.pipe(text);
  try {
    yield* reader(text, mapping, limits, options);
  } finally {
    text.destroy();
    bytes.destroy();
  }
}
