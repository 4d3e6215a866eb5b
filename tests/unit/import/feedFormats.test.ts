import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FeedError, feedRows, type FeedFormat, type ReadOptions } from '../../../scripts/import/readFeed.ts';
import type { ColumnMapping } from '../../../scripts/import/mapRow.ts';
import { detectDelimiter } from '../../../scripts/import/source/delimiter.ts';
import { feedFlags } from '../../../src/config/areas/feed.ts';
import { FEED_FORMATS } from '../../../src/domain/feedFormats.ts';

// Feeds as DMSs export them: any delimiter, UTF-8 with or without a byte order mark, UTF-16 by its
// byte order mark, Windows-1252 (Excel's CSV), XML with its own record path, JSON with the dealer's names.
const dir = mkdtempSync(join(tmpdir(), 'feed-formats-'));
const plain: ColumnMapping = { columns: {}, separator: '|' };
const COLUMNS = ['id', 'stocknum', 'dealership_id', 'make', 'model', 'year', 'car_type', 'price', 'body', 'colour'];
const ROWS = [
  ['5001', 'U5001', '1601', 'Citroën', 'C5 Aircross', '2022', 'used', '31990', 'suv', 'Driver’s Blue'],
  ['5002', 'U5002', '1601', 'Toyota', 'HiLux', '2021', 'used', '45990', 'ute', 'Crème'],
];

function csv(delimiter: string, lineEnd = '\n'): string {
  return [COLUMNS, ...ROWS].map((r) => r.join(delimiter)).join(lineEnd) + lineEnd;
}

function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** Windows-1252 bytes of a text (only the characters the fixtures use beyond ASCII). */
function cp1252(text: string): Buffer {
  const extra: Record<string, number> = { é: 0xe9, è: 0xe8, '’': 0x92, ë: 0xeb };
  return Buffer.from(Array.from(text, (c) => extra[c] ?? c.charCodeAt(0)));
}

async function read(path: string, format: FeedFormat, mapping = plain, options: Partial<ReadOptions> = {}) {
  const rows = [];
  for await (const row of feedRows(path, format, mapping, options)) rows.push(row.raw);
  return rows;
}

async function error(path: string, format: FeedFormat, mapping = plain, options: Partial<ReadOptions> = {}) {
  try {
    await read(path, format, mapping, options);
  } catch (caught) {
    if (caught instanceof FeedError) return caught.message;
    throw caught;
  }
  return 'no error';
}

const makes = (rows: Record<string, unknown>[]) => rows.map((r) => `${String(r.make)}/${String(r.colour)}`);
const EXPECTED = ['Citroën/Driver’s Blue', 'Toyota/Crème'];

describe('feed encodings', () => {
  it.each([
    ['UTF-8', Buffer.from(csv(','))],
    ['UTF-8 with a byte order mark and CRLF line ends', Buffer.from(`\uFEFF${csv(',', '\r\n')}`)],
    ['UTF-16 LE by its byte order mark', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv(','), 'utf16le')])],
    [
      'UTF-16 BE by its byte order mark',
      Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(csv(','), 'utf16le').swap16()]),
    ],
    ['Windows-1252 (0x92 ’ and 0xE9 é), found under auto', cp1252(csv(','))],
    [
      'Windows-1252 after a UTF-8 byte order mark (the mark is dropped, not read as ï»¿)',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), cp1252(csv(',', '\r\n'))]),
    ],
  ])('%s', async (_name, bytes) => {
    expect(makes(await read(file('enc.csv', bytes), 'csv'))).toEqual(EXPECTED);
  });

  it('reads Windows-1252 and BOM-less UTF-16 when feed.encoding says so', async () => {
    expect(makes(await read(file('w.csv', cp1252(csv(','))), 'csv', plain, { encoding: 'windows-1252' }))).toEqual(
      EXPECTED,
    );
    const utf16 = file('u16.csv', Buffer.from(csv(';'), 'utf16le'));
    expect(makes(await read(utf16, 'csv', plain, { encoding: 'utf-16' }))).toEqual(EXPECTED);
  });

  it('falls back to Windows-1252 past the first chunk when everything before was ASCII', async () => {
    const padding = ROWS[1]!.join(',').replace('5002', '5003').replace('U5002', 'U5003');
    const ascii = Array.from({ length: 3000 }, () => padding).join('\n');
    const path = file('late.csv', cp1252(`${COLUMNS.join(',')}\n${ascii}\n${ROWS[0]!.join(',')}\n`));
    const rows = await read(path, 'csv');
    expect(rows).toHaveLength(3001);
    expect(rows.at(-1)!.make).toBe('Citroën');
  });

  it('refuses bytes that are not the encoding feed.encoding names, and UTF-8 mixed with other bytes', async () => {
    expect(await error(file('w8.csv', cp1252(csv(','))), 'csv', plain, { encoding: 'utf-8' })).toBe(
      'unknown encoding: the bytes are not UTF-8 (feed.encoding is utf-8)',
    );
    const padding = Array.from({ length: 3000 }, () => ROWS[1]!.join(',')).join('\n');
    const mixed = Buffer.concat([Buffer.from(`${csv(',')}${padding}\n`), cp1252(`${ROWS[0]!.join(',')}\n`)]);
    expect(await error(file('mixed.csv', mixed), 'csv')).toBe(
      'unknown encoding: UTF-8 and other bytes mixed in one file (set feed.encoding)',
    );
  });
});

describe('CSV delimiters', () => {
  it.each([
    ['comma', ','],
    ['semicolon', ';'],
    ['tab', '\t'],
    ['pipe', '|'],
  ])('finds the %s from the header row', async (_name, delimiter) => {
    expect(detectDelimiter(COLUMNS.join(delimiter))).toBe(delimiter);
    expect(makes(await read(file('d.csv', csv(delimiter)), 'csv'))).toEqual(EXPECTED);
  });

  it('counts only delimiters outside quotes, and takes comma when the header has none', () => {
    expect(detectDelimiter('"a;b;c;d",e,f')).toBe(',');
    expect(detectDelimiter('id;stocknum,make;model')).toBe(';');
    expect(detectDelimiter('id')).toBe(',');
  });

  it('uses feed.delimiter over what the header row suggests', async () => {
    const path = file('semi.csv', csv(';'));
    expect(await error(path, 'csv', plain, { delimiter: ',' })).toBe(
      'missing required columns "id", "stocknum", "make", "model", "year", "car_type", "price", "body"',
    );
    expect(makes(await read(path, 'csv', plain, { delimiter: ';' }))).toEqual(EXPECTED);
  });
});

describe('XML record paths and JSON names', () => {
  const stockNames: ColumnMapping = {
    columns: { id: 'VehicleID', stocknum: 'StockNo', make: 'Make', model: 'Model', price: 'Price' },
    separator: '|',
  };

  it('reads the records at feed.recordPath with their own element names', async () => {
    const vehicle = (id: string, make: string) =>
      `<Vehicle><VehicleID>${id}</VehicleID><StockNo>S${id}</StockNo><dealership_id>1601</dealership_id><Make>${make}</Make><Model>Corolla</Model><year>2023</year><car_type>used</car_type><Price>28990</Price><body>hatch</body><photos><photo>https://img.example.com/a.jpg</photo><photo>https://img.example.com/b.jpg</photo></photos></Vehicle>`;
    const xml = `<?xml version="1.0"?><Stock>${vehicle('7001', 'Toyota')}${vehicle('7002', 'Citroën')}</Stock>`;
    const path = file('stock.xml', xml);
    const rows = await read(path, 'xml', stockNames, { recordPath: 'Stock/Vehicle' });
    expect(rows.map((r) => [r.id, r.stocknum, r.make, r.price])).toEqual([
      ['7001', 'S7001', 'Toyota', '28990'],
      ['7002', 'S7002', 'Citroën', '28990'],
    ]);
    expect(rows[0]!.photos).toEqual(['https://img.example.com/a.jpg', 'https://img.example.com/b.jpg']);
    expect(await error(path, 'xml', stockNames)).toBe(
      'not a vehicles/vehicle XML document (no <vehicles> root; set feed.recordPath)',
    );
    expect(await error(path, 'xml', stockNames, { recordPath: 'Stock/Car' })).toBe(
      'empty file: no <Car> elements at Stock/Car',
    );
  });

  it('reads namespaced g: children of rss/channel/item', async () => {
    const item = (id: string) =>
      `<item><g:id>${id}</g:id><g:vin>JTDBR32E${id}</g:vin><title>2022 Toyota RAV4</title><g:brand>Toyota</g:brand><g:model>RAV4</g:model><g:year>2022</g:year><g:condition>used</g:condition><g:price>38990.00 AUD</g:price><g:body_style>SUV</g:body_style><g:store_code>1601</g:store_code></item>`;
    const rss = `<?xml version="1.0"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Stock</title>${item('8001')}${item('8002')}</channel></rss>`;
    const google: ColumnMapping = {
      columns: {
        id: 'g:id',
        stocknum: 'g:vin',
        dealership_id: 'g:store_code',
        make: 'g:brand',
        model: 'g:model',
        year: 'g:year',
        car_type: 'g:condition',
        price: 'g:price',
        body: 'g:body_style',
      },
      separator: '|',
    };
    const rows = await read(file('google.xml', rss), 'xml', google, { recordPath: 'rss/channel/item' });
    expect(rows.map((r) => [r.id, r.make, r.price, r.body])).toEqual([
      ['8001', 'Toyota', '38990.00 AUD', 'SUV'],
      ['8002', 'Toyota', '38990.00 AUD', 'SUV'],
    ]);
  });

  it('maps JSON records through feed.columns (a SPEC-shaped record keeps its names) and splits separated lists as in CSV', async () => {
    const json = JSON.stringify([
      {
        VehicleID: 9001,
        StockNo: 'J9001',
        Make: 'Mazda',
        Model: 'CX-5',
        Price: 33990,
        photos: 'https://a/1.jpg|https://a/2.jpg',
      },
    ]);
    const [row] = await read(file('names.json', json), 'json', stockNames);
    expect([row!.id, row!.stocknum, row!.make, row!.price]).toEqual([9001, 'J9001', 'Mazda', 33990]);
    expect(row!.photos).toEqual(['https://a/1.jpg', 'https://a/2.jpg']);
    const spec = JSON.stringify([{ id: 9002, stocknum: 'J9002', make: 'Kia', images: [{ url: 'https://a/3.jpg' }] }]);
    const [kept] = await read(file('spec.json', spec), 'json', stockNames);
    expect([kept!.id, kept!.stocknum, kept!.make, kept!.photos]).toEqual([9002, 'J9002', 'Kia', ['https://a/3.jpg']]);
  });
});

describe('feed format registry', () => {
  it('refuses a format it has no reader for instead of reading the feed as another format', async () => {
    const path = file('stock.yaml', '<vehicles><vehicle><id>1</id></vehicle></vehicles>');
    expect(await error(path, 'yaml' as FeedFormat)).toBe('unknown feed format "yaml" (csv, json or xml)');
  });

  it('offers exactly the formats it has readers for in the dealer config', () => {
    expect(FEED_FORMATS).toEqual(['csv', 'json', 'xml']);
    expect(v.safeParse(feedFlags.format, 'yaml').success).toBe(false);
    expect(FEED_FORMATS.map((format) => v.parse(feedFlags.format, format))).toEqual(FEED_FORMATS);
  });
});
