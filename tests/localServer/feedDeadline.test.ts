import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedError, FeedSource, feedRows } from '../../scripts/import/readFeed.ts';
import { DEFAULT_SOURCE_OPTIONS, type SourceOptions } from '../../scripts/import/source/open.ts';
import { httpServer, httpsServer, selfSignedCertificate, type Running } from '../support/feedServers.ts';

// Servers on loopback that never finish: a feed that trickles a byte every 100 ms, an SSH server that
// never ends its greeting, and plain http where https was asked for. Each fetch ends on its own
// deadline with one line, and the connection is closed.
const tls = selfSignedCertificate();
const TRICKLE_MS = 100;
const DEADLINE_MS = 1_500;
const closed: string[] = [];
const timers = new Set<NodeJS.Timeout>();

let trickle: Running;
let plainHttp: Running;
let ssh: TcpServer;

/** Sends one byte every TRICKLE_MS until the other side hangs up (at most 600 bytes: a minute). */
function drip(write: (byte: string) => boolean, onClose: (done: () => void) => void, name: string): void {
  let sent = 0;
  const timer = setInterval(() => {
    if (++sent > 600) clearInterval(timer);
    else write(sent === 1 ? 'i' : 'd');
  }, TRICKLE_MS);
  timers.add(timer);
  onClose(() => {
    clearInterval(timer);
    closed.push(name);
  });
}

function source(location: string, more: Partial<SourceOptions> = {}): FeedSource {
  return new FeedSource(location, {
    ...DEFAULT_SOURCE_OPTIONS,
    env: { SFTP_USER: 'feeds', SFTP_PASSWORD: 'not-used' },
    extraCa: tls.cert,
    timeoutMs: 10_000,
    deadlineMs: DEADLINE_MS,
    ...more,
  });
}

/** The one line a read ends with, and how long it took. */
async function failure(feed: FeedSource): Promise<{ line: string; ms: number }> {
  const start = performance.now();
  try {
    for await (const row of feedRows(feed, 'csv', null)) expect(row.row).toBe(0); // never reached: no row ends
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    return { line: error.message, ms: performance.now() - start };
  }
  return { line: 'no error', ms: performance.now() - start };
}

beforeAll(async () => {
  trickle = await httpsServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/csv' });
    drip(
      (byte) => response.write(byte),
      (done) => response.on('close', done),
      'https',
    );
  }, tls);
  plainHttp = await httpServer((_request, response) => response.end('id,stocknum\n1,A\n'));
  ssh = createTcpServer((socket: Socket) => {
    socket.on('error', () => undefined); // the client hanging up mid-write is what is expected
    drip(
      (byte) => socket.write(byte),
      (done) => socket.on('close', done),
      'sftp',
    );
  });
  await new Promise<void>((done) => ssh.listen(0, '127.0.0.1', done));
});

afterAll(async () => {
  for (const timer of timers) clearInterval(timer);
  await trickle.close();
  await plainHttp.close();
  await new Promise<void>((done) => {
    ssh.close(() => {
      done();
    });
  });
});

describe('every feed fetch has a total deadline besides its idle timeout', () => {
  it('ends an https feed that sends a byte every 100 ms at the deadline, and hangs up', async () => {
    const { line, ms } = await failure(source(`${trickle.url}/stock.csv`));
    expect(line).toBe('the feed did not arrive in full within 1.5 s (FEED_DEADLINE_S)');
    expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(ms).toBeLessThan(DEADLINE_MS + 3_000);
    await expect.poll(() => closed.includes('https'), { timeout: 3_000 }).toBe(true);
  });

  it('ends an SFTP fetch whose server never finishes its greeting at the deadline, and hangs up', async () => {
    const port = (ssh.address() as AddressInfo).port;
    const auth = { kind: 'basic', usernameEnv: 'SFTP_USER', passwordEnv: 'SFTP_PASSWORD' } as const;
    const { line, ms } = await failure(source(`sftp://127.0.0.1:${port}/out/stock.csv`, { auth }));
    expect(line).toBe('the feed did not arrive in full within 1.5 s (FEED_DEADLINE_S)');
    expect(ms).toBeLessThan(DEADLINE_MS + 3_000);
    await expect.poll(() => closed.includes('sftp'), { timeout: 3_000 }).toBe(true);
  });
});

describe('https to a server that speaks plain http', () => {
  it("prints the feed-sources table's line, not OpenSSL's text", async () => {
    const host = new URL(plainHttp.url).host;
    const { line } = await failure(source(plainHttp.url.replace(/^http:/, 'https:') + '/stock.csv'));
    expect(line).toBe(`TLS: ${host} answered in plain http, not https (check the URL's scheme and port)`);
  });
});
