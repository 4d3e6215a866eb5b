import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedError, FeedSource, feedRows } from '../../scripts/import/readFeed.ts';
import type { FeedAuth } from '../../scripts/import/source/credentials.ts';
import { DEFAULT_SOURCE_OPTIONS, type SourceOptions } from '../../scripts/import/source/open.ts';
import { hostKeyFingerprint } from '../../scripts/import/source/sftp.ts';
import { csvHeader, csvLine } from '../../scripts/stock/writeFeed.ts';
import { toStockProfile } from '../../scripts/lib/stockProfiles.ts';
import { generateStock } from '../../scripts/stock/generateStock.ts';
import { demoDealer } from '../unit/import/support.ts';
import { httpsServer, selfSignedCertificate, type Running } from '../support/feedServers.ts';
import { startSftpServer, type SftpServer } from '../support/sftpServer.ts';

// Feeds behind credentials, from a loopback HTTPS server (a certificate made here) and a loopback SFTP
// server (keys made here); every failure is one line, and no secret appears in any of them.
const plain = { columns: {}, separator: '|' };
const cars = generateStock([{ ...toStockProfile(demoDealer('hobart-toyota'))!, count: 3 }], {
  seed: 3,
  now: new Date(Date.UTC(2026, 10, 1)),
});
const csv = csvHeader(plain) + cars.map((c) => csvLine(c, plain, 'https://img.example.com')).join('');
const PASSWORD = 'hunter2-s3cret';
const TOKEN = 'tok-9f8e7d6c5b4a';
const env = { FEED_USER: 'dealer', FEED_PASSWORD: PASSWORD, FEED_TOKEN: TOKEN, SFTP_USER: 'feeds' } as Record<
  string,
  string
>;
const tls = selfSignedCertificate();
const printed: string[] = [];

let web: Running;
let sftp: SftpServer;
let silent: TcpServer;
let silentPort = 0;
let closedPort = 0;

function source(location: string, auth: FeedAuth | null, more: Partial<SourceOptions> = {}) {
  return new FeedSource(location, {
    ...DEFAULT_SOURCE_OPTIONS,
    auth,
    env,
    extraCa: tls.cert,
    timeoutMs: 2_000,
    warn: (line) => printed.push(line),
    ...more,
  });
}

async function outcome(feed: FeedSource): Promise<string> {
  try {
    let rows = 0;
    for await (const row of feedRows(feed, 'csv', plain)) rows = row.row;
    return `${rows} rows`;
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    printed.push(`${String(feed)}: ${error.message}`);
    return error.message;
  }
}

beforeAll(async () => {
  const basic = `Basic ${Buffer.from(`dealer:${PASSWORD}`).toString('base64')}`;
  web = await httpsServer((request, response) => {
    const auth = request.headers.authorization;
    const path = (request.url ?? '').split('?')[0];
    const ok =
      (path === '/basic.csv' && auth === basic) ||
      (path === '/bearer.csv' && auth === `Bearer ${TOKEN}`) ||
      (path === '/header.csv' && request.headers['x-api-key'] === TOKEN);
    if (ok) response.end(csv);
    else if (path === '/forbidden.csv') response.writeHead(403).end();
    else if (path === '/broken.csv') response.writeHead(503).end();
    else if (path === '/gone.csv') response.writeHead(404).end();
    else response.writeHead(401).end();
  }, tls);
  sftp = await startSftpServer(new Map([['/out/stock.csv', Buffer.from(csv)]]), 'feeds', PASSWORD);
  env.SFTP_KEY = sftp.clientKey;
  silent = createTcpServer(() => undefined);
  await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
  silentPort = (silent.address() as { port: number }).port;
  const closed = createTcpServer();
  await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
  closedPort = (closed.address() as { port: number }).port;
  await new Promise<void>((done) =>
    closed.close(() => {
      done();
    }),
  );
});

afterAll(async () => {
  await web.close();
  await sftp.close();
  silent.close();
});

describe('feeds behind credentials', () => {
  const basic: FeedAuth = { kind: 'basic', usernameEnv: 'FEED_USER', passwordEnv: 'FEED_PASSWORD' };

  it('reads an https feed with basic auth, a bearer token and a custom header from the environment', async () => {
    expect(await outcome(source(`${web.url}/basic.csv`, basic))).toBe('3 rows');
    expect(await outcome(source(`${web.url}/bearer.csv`, { kind: 'bearer', tokenEnv: 'FEED_TOKEN' }))).toBe('3 rows');
    const header: FeedAuth = { kind: 'header', name: 'X-Api-Key', valueEnv: 'FEED_TOKEN' };
    expect(await outcome(source(`${web.url}/header.csv`, header))).toBe('3 rows');
  });

  it('names a credential variable that is not set', async () => {
    expect(await outcome(source(`${web.url}/bearer.csv`, { kind: 'bearer', tokenEnv: 'FEED_TOKEN_MISSING' }))).toBe(
      'feed.auth names the environment variable FEED_TOKEN_MISSING, which is not set',
    );
  });

  it('reads a feed over SFTP with a key (host key checked) and with a password', async () => {
    const key: FeedAuth = {
      kind: 'ssh-key',
      usernameEnv: 'SFTP_USER',
      privateKeyEnv: 'SFTP_KEY',
      hostKey: hostKeyFingerprint(sftp.hostPublicKey),
    };
    const url = `sftp://127.0.0.1:${sftp.port}/out/stock.csv`;
    expect(await outcome(source(url, key))).toBe('3 rows');
    const password: FeedAuth = { kind: 'basic', usernameEnv: 'SFTP_USER', passwordEnv: 'FEED_PASSWORD' };
    expect(await outcome(source(url, password))).toBe('3 rows');
    expect(printed).toContain(
      `warning: the SFTP host key of 127.0.0.1:${sftp.port} is not checked (set feed.auth.hostKey to ${key.hostKey})`,
    );
    const wrongHost = { ...key, hostKey: `SHA256:${'A'.repeat(43)}` };
    expect(await outcome(source(url, wrongHost))).toBe(
      `SFTP: the host key of 127.0.0.1:${sftp.port} is ${key.hostKey}, not the one in feed.auth.hostKey`,
    );
    expect(await outcome(source(`sftp://127.0.0.1:${sftp.port}/out/none.csv`, key))).toBe(
      'SFTP: no file at /out/none.csv',
    );
    // A password login pins the host key as a key login does: no warning, and another server is refused.
    const warnings = printed.length;
    expect(await outcome(source(url, { ...password, hostKey: key.hostKey }))).toBe('3 rows');
    expect(printed.slice(warnings)).toEqual([]);
    expect(await outcome(source(url, { ...password, hostKey: wrongHost.hostKey }))).toBe(
      `SFTP: the host key of 127.0.0.1:${sftp.port} is ${key.hostKey}, not the one in feed.auth.hostKey`,
    );
    const wrongUser: FeedAuth = { kind: 'basic', usernameEnv: 'FEED_USER', passwordEnv: 'FEED_PASSWORD' };
    expect(await outcome(source(url, wrongUser))).toBe(
      'SFTP: the server refused the credentials (check feed.auth and its environment variables)',
    );
  });
});

describe('network failures: one line each', () => {
  it.each([
    [
      '401',
      '/nothing.csv',
      'HTTP 401: the server refused the credentials (check feed.auth and its environment variables)',
    ],
    ['403', '/forbidden.csv', 'HTTP 403: the server forbids this feed to these credentials'],
    ['404', '/gone.csv', 'HTTP 404: there is no feed at this URL'],
    ['503', '/broken.csv', 'HTTP 503: the feed server failed; the next import tries again'],
  ])('HTTP %s', async (_status, path, message) => {
    expect(await outcome(source(`${web.url}${path}?dealer=12&token=${TOKEN}`, null))).toBe(message);
  });

  it('refuses a URL with a password in it (credentials come from feed.auth)', async () => {
    expect(await outcome(source(`https://dealer:${PASSWORD}@127.0.0.1:${web.port}/basic.csv`, null))).toBe(
      'a URL with a user name or password is refused: name environment variables in feed.auth',
    );
  });

  it('refused, timed out, untrusted certificate', async () => {
    expect(await outcome(source(`https://127.0.0.1:${closedPort}/feed.csv`, null))).toBe(
      `connection refused by 127.0.0.1:${closedPort}`,
    );
    expect(await outcome(source(`https://127.0.0.1:${silentPort}/feed.csv`, null, { timeoutMs: 300 }))).toBe(
      `no answer from 127.0.0.1:${silentPort} in time (timed out)`,
    );
    const noCa = { ...DEFAULT_SOURCE_OPTIONS, auth: null, env, warn: (line: string) => printed.push(line) };
    expect(await outcome(new FeedSource(`${web.url}/basic.csv`, noCa))).toBe(
      `TLS: the certificate of 127.0.0.1:${web.port} is not signed by a trusted authority (DEPTH_ZERO_SELF_SIGNED_CERT)`,
    );
    expect(
      await outcome(
        source(`sftp://127.0.0.1:${closedPort}/out/stock.csv`, {
          kind: 'ssh-key',
          usernameEnv: 'SFTP_USER',
          privateKeyEnv: 'SFTP_KEY',
        }),
      ),
    ).toBe(`connection refused by 127.0.0.1:${closedPort}`);
  });

  it('prints no password, token or key in any line', () => {
    expect(printed.length).toBeGreaterThan(10);
    for (const line of printed) {
      expect(line).not.toContain(PASSWORD);
      expect(line).not.toContain(TOKEN);
      expect(line).not.toContain('PRIVATE KEY');
      expect(line.split('\n')).toHaveLength(1);
    }
    expect(printed).toContain(
      `https://127.0.0.1:${web.port}/gone.csv?dealer=12&token=***: HTTP 404: there is no feed at this URL`,
    );
  });
});
