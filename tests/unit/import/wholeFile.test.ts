import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FeedError, feedRows, type FeedFormat } from '../../../scripts/import/readFeed.ts';
import { csvHeader, csvLine, jsonFeed, xmlFeed } from '../../../scripts/stock/writeFeed.ts';
import { toStockProfile } from '../../../scripts/lib/stockProfiles.ts';
import { generateStock } from '../../../scripts/stock/generateStock.ts';
import { demoDealer } from './support.ts';

const dir = mkdtempSync(join(tmpdir(), 'feed-files-'));
const plain = { columns: {}, separator: '|' };
const cars = generateStock([{ ...toStockProfile(demoDealer('hobart-toyota'))!, count: 3 }], {
  seed: 3,
  now: new Date(Date.UTC(2026, 10, 1)),
});
const csv = csvHeader(plain) + cars.map((c) => csvLine(c, plain, 'https://img.example.com')).join('');

function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

async function read(path: string, format: FeedFormat, mapping = plain) {
  const rows = [];
  for await (const row of feedRows(path, format, mapping)) rows.push(row);
  return rows;
}

async function wholeFileError(path: string, format: FeedFormat, mapping = plain): Promise<string> {
  try {
    await read(path, format, mapping);
  } catch (error) {
    if (error instanceof FeedError) return error.message;
    throw error;
  }
  return 'no error';
}

describe('feed files', () => {
  it('reads each format to the same rows', async () => {
    const fromCsv = await read(file('ok.csv', csv), 'csv');
    const fromXml = await read(file('ok.xml', xmlFeed(cars, plain, 'https://img.example.com')), 'xml');
    const fromJson = await read(file('ok.json', jsonFeed(cars, 'https://img.example.com')), 'json');
    expect(fromCsv.map((r) => r.row)).toEqual([1, 2, 3]);
    expect(fromCsv[0]!.raw.photos).toEqual(fromXml[0]!.raw.photos);
    expect(fromJson[0]!.raw.photos).toEqual(fromCsv[0]!.raw.photos);
    expect(fromXml[2]!.raw.stocknum).toBe(cars[2]!.stocknum);
  });

  it('accepts a UTF-8 byte order mark', async () => {
    expect(await read(file('bom.csv', `\uFEFF${csv}`), 'csv')).toHaveLength(3);
  });

  it.each([
    ['empty CSV', 'empty.csv', '', 'csv', 'empty file'],
    ['header only', 'header.csv', csvHeader(plain), 'csv', 'empty file: a header row but no cars'],
    ['empty JSON', 'empty.json', '  \n', 'json', 'empty file'],
    ['empty JSON array', 'none.json', '[]', 'json', 'empty file: no cars in the array'],
    ['XML without vehicles', 'none.xml', '<vehicles></vehicles>', 'xml', 'empty file: no <vehicle> elements'],
    ['JSON declared as CSV', 'json.csv', '[{"id": 1}]', 'csv', 'not a CSV file (it looks like JSON or XML)'],
    ['XML declared as CSV', 'xml.csv', '<vehicles/>', 'csv', 'not a CSV file (it looks like JSON or XML)'],
    ['CSV declared as JSON', 'csv.json', csv, 'json', 'not a JSON file: Unexpected token'],
    ['object instead of array', 'object.json', '{"cars": []}', 'json', 'not a JSON array of cars'],
    ['CSV declared as XML', 'csv.xml', csv, 'xml', 'not an XML file'],
    [
      'XML with a DTD',
      'dtd.xml',
      '<?xml version="1.0"?><!DOCTYPE v [<!ENTITY a "aaaa">]><vehicles><vehicle><make>&a;</make></vehicle></vehicles>',
      'xml',
      'not a plain XML feed: DOCTYPE and ENTITY declarations are not accepted',
    ],
    [
      'other XML',
      'other.xml',
      '<stock><car/></stock>',
      'xml',
      'not a vehicles/vehicle XML document (no <vehicles> root; set feed.recordPath)',
    ],
  ] as const)('%s: one whole-file error', async (_name, name, content, format, message) => {
    expect(await wholeFileError(file(name, content), format)).toContain(message);
  });

  it('refuses a small XML feed nested 101 elements deep in one line, before its parser sees it', async () => {
    const deep = `<?xml version="1.0"?><vehicles><vehicle>${'<a>'.repeat(99)}x${'</a>'.repeat(99)}</vehicle></vehicles>`;
    expect(await wholeFileError(file('deep.xml', deep), 'xml')).toBe(
      'the XML nests elements more than 32 deep (a stock feed needs a few levels)',
    );
  });

  it('says "not a CSV file" for random bytes given as CSV', async () => {
    const noise = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131 + 7 * i * i + 13) % 256));
    expect(await wholeFileError(file('noise.csv', noise), 'csv')).toBe('not a CSV file (binary data, not text)');
  });

  it('names a missing required column', async () => {
    const noPrice = csv.replace(/^([^\n]*),price,/, '$1,cost,');
    expect(await wholeFileError(file('noprice.csv', noPrice), 'csv')).toBe('missing required column "price"');
    const mapped = { columns: { price: 'Retail' }, separator: '|' };
    expect(await wholeFileError(file('mapped.csv', csv), 'csv', mapped)).toBe(
      'missing required column "Retail" (for price)',
    );
  });

  it('reads UTF-16 and Windows-1252 feeds (by byte order mark, or bytes that are not UTF-8) in every format', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv, 'utf16le')]);
    expect(await read(file('utf16.csv', utf16), 'csv')).toHaveLength(3);
    const [json] = await read(file('latin1.json', Buffer.from('[{"make":"Citroën"}]', 'latin1')), 'json');
    expect(json!.raw.make).toBe('Citroën');
    const xml = Buffer.from(
      xmlFeed(cars, plain, 'https://img.example.com').replace('<make>Toyota', '<make>Citroën'),
      'latin1',
    );
    const rows = await read(file('latin1.xml', xml), 'xml');
    expect(rows.map((r) => r.raw.make)).toContain('Citroën');
  });
});
