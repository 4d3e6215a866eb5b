import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDealers } from '../../scripts/lib/dealerServer.ts';
import { rangeVerdict } from '../../scripts/lib/requestGuard.ts';

const BODY = 'x'.repeat(1000);
let server: Server;
let port = 0;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'dealer-server-'));
  mkdirSync(join(dist, 'alpha-motors'));
  writeFileSync(join(dist, 'alpha-motors', 'index.html'), `<!doctype html><title>alpha</title>${BODY}`);
  mkdirSync(join(dist, '_report'));
  writeFileSync(join(dist, '_report', 'index.html'), '<!doctype html><title>Fleet report</title>');
  writeFileSync(join(dist, 'secret.txt'), 'not for the report handler');
  // Symbolic links out of the site: a file, a folder, an image, and a page found as `<path>.html`.
  symlinkSync(join(dist, 'secret.txt'), join(dist, 'alpha-motors', 'leak.txt'));
  symlinkSync(dist, join(dist, 'alpha-motors', 'outside'));
  symlinkSync(join(dist, 'secret.txt'), join(dist, 'alpha-motors', 'about.html'));
  symlinkSync(join(dist, 'secret.txt'), join(dist, 'alpha-motors', 'photo.jpg'));
  ({ server } = await serveDealers(dist, 0));
  port = (server.address() as { port: number }).port;
});
afterAll(
  () =>
    new Promise<void>((done) => {
      server.close(() => {
        done();
      });
    }),
);

interface Answer {
  status: number;
  text: () => Promise<string>;
}

/** node:http rather than fetch: fetch may not set Host. Resolves undefined when the connection fails. */
const get = (path: string, host: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Answer | undefined>((done) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { host, ...headers } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => {
        done({ status: res.statusCode ?? 0, text: () => Promise.resolve(body) });
      });
      res.on('error', () => {
        done(undefined);
      });
    });
    req.on('error', () => {
      done(undefined);
    });
    req.end();
  });

/** Writes raw bytes on a socket and resolves with whatever comes back (or nothing) within a second. */
function raw(bytes: string): Promise<string> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(bytes);
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {
      done(answer);
    });
    socket.on('close', () => {
      done(answer);
    });
    setTimeout(() => {
      socket.destroy();
      done(answer);
    }, 1000);
  });
}

async function stillServes(): Promise<void> {
  const res = await get('/', 'alpha-motors.localhost');
  expect(res?.status).toBe(200);
  expect(await res!.text()).toContain('<title>alpha</title>');
}

describe('local dealer server resists malformed requests', () => {
  const malformedRanges = [
    'bytes=5-1',
    'bytes=999-0',
    'bytes=abc',
    'bytes=--',
    'bytes=-',
    'bytes=1-2-3',
    'pages=x',
    '=',
    'bytes=99999999999999999999-',
  ];
  for (const range of malformedRanges) {
    it(`answers Range ${JSON.stringify(range)} without stopping`, async () => {
      const res = await get('/', 'alpha-motors.localhost', { range });
      expect([200, 206, 416]).toContain(res?.status);
      await stillServes();
    });
  }

  it('answers an inverted or garbled range with 416, serves a good one with 206 and ignores a suffix range', async () => {
    expect((await get('/', 'alpha-motors.localhost', { range: 'bytes=5-1' }))?.status).toBe(416);
    expect((await get('/', 'alpha-motors.localhost', { range: 'bytes=abc' }))?.status).toBe(416);
    const part = await get('/', 'alpha-motors.localhost', { range: 'bytes=0-9' });
    expect(part?.status).toBe(206);
    expect(await part!.text()).toBe('<!doctype ');
    expect((await get('/', 'alpha-motors.localhost', { range: 'bytes=-5' }))?.status).toBe(200);
    expect((await get('/', 'alpha-motors.localhost', { range: 'bytes=999999-' }))?.status).toBe(416);
  });

  it('survives odd methods, paths and headers', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'HEAD']) {
      await get('/', 'alpha-motors.localhost', {}, method);
    }
    for (const path of [
      '/%E0%A4%A',
      '/%',
      '/..%2f..%2fetc%2fpasswd',
      '/' + 'a'.repeat(5000),
      '/?%zz',
      '//',
      '/\u00e9',
    ]) {
      await get(path, 'alpha-motors.localhost');
    }
    for (const headers of [
      { 'accept-encoding': 'gzip;q=x, br;;' },
      { 'if-none-match': '"' },
      { range: 'bytes=0-0,1-1' },
    ]) {
      await get('/', 'alpha-motors.localhost', headers);
    }
    await raw('GET / HTTP/1.1\r\nHost: alpha-motors.localhost\r\nRange: bytes=7-3\r\n\r\n');
    await raw('NOTAMETHOD / HTTP/1.1\r\n\r\n');
    await raw('GET / HTTP/1.1\r\nHost: \u0000\r\nX: \r\n bad fold\r\n\r\n');
    await raw('GET /\r\n\r\n');
    await raw('\u0016\u0003\u0001\u0000\u00a5\u0001\u0000');
    await stillServes();
  });

  it('never follows a path out of the site', async () => {
    const res = await get('/..%2fsecret.txt', 'alpha-motors.localhost');
    expect(await res?.text()).not.toContain('not for the report handler');
  });
});

describe('symbolic links in dist/ are not followed', () => {
  it('answers a path through a link with 404 and never its target, and still serves the site', async () => {
    for (const path of [
      '/leak.txt',
      '/outside/secret.txt',
      '/outside/alpha-motors/index.html',
      '/about',
      '/about.html',
    ]) {
      const res = await get(path, 'alpha-motors.localhost');
      expect(res?.status, path).toBe(404);
      expect(await res?.text(), path).not.toContain('not for the report handler');
    }
    const image = await get('/img/photo.jpg?width=400', 'alpha-motors.localhost');
    expect(image?.status).toBe(404);
    expect(await image?.text()).toBe('No image at /img/photo.jpg.');
    expect((await get('/', 'alpha-motors.localhost'))?.status).toBe(200);
    expect((await get('/index.html', 'alpha-motors.localhost'))?.status).toBe(200);
  });
});

describe('hosts and the report', () => {
  it('lists the sites on localhost only; an unknown host gets a plain 404 without the list', async () => {
    const index = await get('/', `localhost:${port}`);
    expect(index?.status).toBe(404);
    expect(await index!.text()).toContain('alpha-motors');
    for (const host of ['evil.example', 'unknown.localhost', 'nosuchdealer.example.com', 'localhost.evil.example']) {
      const res = await get('/', host);
      expect(res?.status, host).toBe(404);
      expect(await res!.text(), host).not.toContain('alpha-motors');
    }
  });

  it('serves the report alone under /_report/, not the rest of dist/', async () => {
    const report = await get('/_report/', `localhost:${port}`);
    expect(report?.status).toBe(200);
    expect(await report!.text()).toContain('Fleet report');
    for (const path of [
      '/_report/../secret.txt',
      '/_report/..%2fsecret.txt',
      '/_report/%2e%2e/secret.txt',
      '/_report/../alpha-motors/',
    ]) {
      const res = await get(path, `localhost:${port}`);
      const text = (await res?.text()) ?? '';
      expect(text, path).not.toContain('not for the report handler');
      expect(text, path).not.toContain('<title>alpha</title>');
    }
    expect((await get('/_report/', 'evil.example'))?.status).toBe(404);
  });
});

describe('rangeVerdict', () => {
  it('passes one well-formed range, ignores forms a server may decline, refuses malformed ones', () => {
    expect(rangeVerdict(undefined)).toBe('ignore');
    for (const ok of ['bytes=0-9', 'bytes=5-', 'BYTES=1-1', 'bytes= 0-0']) expect(rangeVerdict(ok), ok).toBe('pass');
    for (const skip of ['bytes=-5', 'bytes=0-1,4-5', 'items=0-1']) expect(rangeVerdict(skip), skip).toBe('ignore');
    for (const bad of [
      'bytes=5-1',
      'bytes=',
      'bytes=-',
      'bytes=a-b',
      '0-1',
      'bytes=0-1,x',
      'bytes=1234567890123456-',
    ]) {
      expect(rangeVerdict(bad), bad).toBe('refuse');
    }
  });
});
