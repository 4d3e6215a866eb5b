import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { FeedError, feedRows } from '../../scripts/import/readFeed.ts';
import { csvHeader, csvLine } from '../../scripts/import/writeFeed.ts';
import { toStockProfile } from '../../scripts/lib/stockProfiles.ts';
import { generateStock } from '../../scripts/stock/generateStock.ts';
import { demoDealer } from '../unit/import/support.ts';

// `npm run import` reads a feed from a URL as well as from a file: here from a server on loopback.
const plain = { columns: {}, separator: '|' };
const cars = generateStock([{ ...toStockProfile(demoDealer('hobart-toyota'))!, count: 3 }], {
  seed: 3,
  now: new Date(Date.UTC(2026, 10, 1)),
});
const csv = csvHeader(plain) + cars.map((c) => csvLine(c, plain, 'https://img.example.com')).join('');

async function read(url: string) {
  const rows = [];
  for await (const row of feedRows(url, 'csv', plain)) rows.push(row);
  return rows;
}

async function readError(url: string): Promise<string> {
  try {
    await read(url);
  } catch (error) {
    if (error instanceof FeedError) return error.message;
    throw error;
  }
  return 'no error';
}

describe('a stock feed at a URL', () => {
  it('reads a feed from an http(s) URL, and names the HTTP status when it cannot', async () => {
    const server = createServer((request, response) => {
      if (request.url === '/feed.csv') response.end(csv);
      else response.writeHead(404).end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    try {
      expect(await read(`http://127.0.0.1:${port}/feed.csv`)).toHaveLength(3);
      expect(await readError(`http://127.0.0.1:${port}/gone.csv`)).toBe(`http://127.0.0.1:${port}/gone.csv: HTTP 404`);
    } finally {
      server.close();
    }
  });
});
