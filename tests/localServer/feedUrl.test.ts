import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { FeedError, FeedSource, feedRows } from '../../scripts/import/readFeed.ts';
import { DEFAULT_SOURCE_OPTIONS } from '../../scripts/import/source/open.ts';
import { csvHeader, csvLine } from '../../scripts/stock/writeFeed.ts';
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

const warnings: string[] = [];
const allowHttp = { ...DEFAULT_SOURCE_OPTIONS, allowHttp: true, warn: (line: string) => warnings.push(line) };

async function read(url: string | FeedSource) {
  const rows = [];
  for await (const row of feedRows(url, 'csv', plain)) rows.push(row);
  return rows;
}

async function readError(url: string | FeedSource): Promise<string> {
  try {
    await read(url);
  } catch (error) {
    if (error instanceof FeedError) return error.message;
    throw error;
  }
  return 'no error';
}

describe('a stock feed at a URL', () => {
  it('reads a plain http feed only with feed.allowHttp, warns on each read, and names the HTTP status when it cannot', async () => {
    const server = createServer((request, response) => {
      if (request.url === '/feed.csv') response.end(csv);
      else response.writeHead(404).end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    try {
      const url = `http://127.0.0.1:${port}/feed.csv`;
      expect(await readError(url)).toBe(
        'plain http is refused: use https, or set feed.allowHttp to accept an unencrypted feed',
      );
      expect(await read(new FeedSource(url, allowHttp))).toHaveLength(3);
      expect(await read(new FeedSource(url, allowHttp))).toHaveLength(3);
      expect(warnings).toEqual(
        Array(2).fill(`warning: ${url} is plain http (feed.allowHttp): anyone on the way can read or change it`),
      );
      expect(await readError(new FeedSource(`http://127.0.0.1:${port}/gone.csv`, allowHttp))).toBe(
        'HTTP 404: there is no feed at this URL',
      );
    } finally {
      server.close();
    }
  });
});
