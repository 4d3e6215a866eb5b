import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedError, FeedSource, feedRows, type FeedFormat } from '../../scripts/import/readFeed.ts';
import { DEFAULT_LIMITS } from '../../scripts/import/source/limits.ts';
import { DEFAULT_SOURCE_OPTIONS, type SourceOptions } from '../../scripts/import/source/open.ts';
import { csvHeader } from '../../scripts/stock/writeFeed.ts';
import {
  httpServer,
  httpsServer,
  selfSignedCertificate,
  streamGenerated,
  type Running,
} from '../support/feedServers.ts';

// The importer follows a feed's redirects itself and refuses those that point inside a network, before
// any connection to them: trap servers on 127.0.0.2 and [::1] count the connections they get (none).
const plain = { columns: {}, separator: '|' };
const tls = selfSignedCertificate();
const warnings: string[] = [];
const options = (more: Partial<SourceOptions> = {}): SourceOptions => ({
  ...DEFAULT_SOURCE_OPTIONS,
  allowHttp: true,
  extraCa: tls.cert,
  timeoutMs: 5_000,
  warn: (line) => warnings.push(line),
  ...more,
});

let origin: Running;
let secure: Running;
const traps: { server: Server; port: number; connections: number }[] = [];
let generatedBytes = 0;

async function trap(host: string) {
  const entry = { server: createServer((socket) => socket.destroy()), port: 0, connections: 0 };
  entry.server.on('connection', () => entry.connections++);
  await new Promise<void>((done) => entry.server.listen(0, host, done));
  entry.port = (entry.server.address() as { port: number }).port;
  traps.push(entry);
  return entry;
}

async function readError(url: string, format: FeedFormat = 'csv', more: Partial<SourceOptions> = {}) {
  try {
    for await (const row of feedRows(new FeedSource(url, options(more)), format, plain))
      expect(row.row).toBeGreaterThan(0);
  } catch (error) {
    if (error instanceof FeedError) return error.message;
    throw error;
  }
  return 'no error';
}

beforeAll(async () => {
  const v4 = await trap('127.0.0.2');
  const v6 = await trap('::1');
  const redirects: Record<string, string> = {
    '/to-127-0-0-2': `http://127.0.0.2:${v4.port}/feed.csv`,
    '/to-ipv6-loopback': `http://[::1]:${v6.port}/feed.csv`,
    '/to-private': 'http://10.0.0.1/feed.csv',
    '/to-link-local': 'http://169.254.169.254/latest/meta-data/',
    '/to-mapped': `http://[::ffff:127.0.0.2]:${v4.port}/feed.csv`,
    '/to-a-name': `http://localhost:${v4.port}/feed.csv`,
    '/to-ftp': 'ftp://feeds.example.com/feed.csv',
  };
  origin = await httpServer((request, response) => {
    const path = request.url ?? '/';
    const target = redirects[path];
    if (target !== undefined) response.writeHead(302, { location: target }).end();
    else if (path.startsWith('/loop')) response.writeHead(301, { location: `/loop${path.length}` }).end();
    else if (path === '/huge.csv')
      void streamGenerated(response, csvHeader(plain), '1,', 64 << 20).then((n) => (generatedBytes = n));
    else if (path === '/huge-field.csv')
      void streamGenerated(response, `${csvHeader(plain)}1,"`, 'x', 64 << 20).then((n) => (generatedBytes = n));
    else if (path === '/huge-field.xml')
      void streamGenerated(response, '<vehicles><vehicle><make>', 'x', 64 << 20).then((n) => (generatedBytes = n));
    else if (path === '/huge-field.json')
      void streamGenerated(response, '[{"make": "', 'x', 64 << 20).then((n) => (generatedBytes = n));
    else response.writeHead(404).end();
  });
  secure = await httpsServer((_request, response) => {
    response.writeHead(302, { location: `${origin.url}/feed.csv` }).end();
  }, tls);
});

afterAll(async () => {
  await origin.close();
  await secure.close();
  for (const t of traps) t.server.close();
});

describe('feed redirects', () => {
  it('refuses a redirect to another loopback address, to [::1], to a private and a link-local address, without connecting', async () => {
    const [v4, v6] = traps;
    expect(await readError(`${origin.url}/to-127-0-0-2`)).toBe(
      `refused a redirect to http://127.0.0.2:${v4!.port}/feed.csv: 127.0.0.2 is a loopback address`,
    );
    expect(await readError(`${origin.url}/to-ipv6-loopback`)).toBe(
      `refused a redirect to http://[::1]:${v6!.port}/feed.csv: ::1 is a loopback address`,
    );
    expect(await readError(`${origin.url}/to-private`)).toBe(
      'refused a redirect to http://10.0.0.1/feed.csv: 10.0.0.1 is a private address',
    );
    expect(await readError(`${origin.url}/to-link-local`)).toBe(
      'refused a redirect to http://169.254.169.254/latest/meta-data/: 169.254.169.254 is a link-local address',
    );
    expect(await readError(`${origin.url}/to-mapped`)).toBe(
      `refused a redirect to http://[::ffff:7f00:2]:${v4!.port}/feed.csv: ::ffff:7f00:2 is a loopback address`,
    );
    expect(v4!.connections).toBe(0);
    expect(v6!.connections).toBe(0);
  });

  it('resolves a host name and checks the addresses it resolves to', async () => {
    expect(await readError(`${origin.url}/to-a-name`)).toMatch(
      /^refused a redirect to http:\/\/localhost:\d+\/feed\.csv: localhost resolves to (127\.0\.0\.1|::1), a loopback address$/,
    );
    expect(traps.every((t) => t.connections === 0)).toBe(true);
  });

  it('refuses a redirect from https to plain http, to another scheme, and more than five redirects', async () => {
    expect(await readError(`${secure.url}/feed.csv`)).toBe(
      `a redirect from https to plain http is refused: ${origin.url}/feed.csv`,
    );
    expect(await readError(`${origin.url}/to-ftp`)).toBe(
      'a redirect to ftp: is not followed: ftp://feeds.example.com/feed.csv',
    );
    expect(await readError(`${origin.url}/loop`)).toBe('more than 5 redirects');
  });
});

describe('feed size caps', () => {
  it('stops a feed past its size cap, having read little more than the cap', async () => {
    const limits = { ...DEFAULT_LIMITS, maxFeedBytes: 2 << 20 };
    expect(await readError(`${origin.url}/huge.csv`, 'csv', { limits })).toBe(
      'the feed is larger than 2 MB (FEED_MAX_MB)',
    );
    await expect.poll(() => generatedBytes).toBeGreaterThan(0);
    expect(generatedBytes).toBeLessThan(16 << 20);
  });

  it.each([
    ['csv', 'row 1 is larger than 1 MB (FEED_MAX_FIELD_KB)'],
    ['xml', 'a field is larger than 1 MB (FEED_MAX_FIELD_KB)'],
    ['json', 'a field is larger than 1 MB (FEED_MAX_FIELD_KB)'],
  ] as const)(
    'stops a %s field past 1 MB while streaming, well before the 64 MB the server offers',
    async (format, message) => {
      generatedBytes = 0;
      expect(await readError(`${origin.url}/huge-field.${format}`, format)).toBe(message);
      await expect.poll(() => generatedBytes).toBeGreaterThan(0);
      expect(generatedBytes).toBeLessThan(16 << 20);
    },
  );
});
