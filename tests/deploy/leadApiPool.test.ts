import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startPoolNginx } from '../../scripts/lib/benchPool.ts';
import { freePort } from '../../scripts/lib/postgresCluster.ts';

/** Stand-ins for two lead API instances: each answers with its own name. */
async function instance(name: string): Promise<{ server: Server; port: number }> {
  const port = await freePort();
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ instance: name, path: req.url, forwardedFor: req.headers['x-forwarded-for'] }));
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { server, port };
}

const stops: (() => void)[] = [];
afterAll(() => {
  for (const stop of stops) stop();
});

describe('the shipped nginx pool of two lead API instances (deploy/nginx/lead-api-upstream.conf)', () => {
  it('spreads requests over both instances and sends new ones to the other while one is down', async () => {
    const a = await instance('a');
    const b = await instance('b');
    stops.push(
      () => a.server.close(),
      () => b.server.close(),
    );
    const nginx = await startPoolNginx(mkdtempSync(join(tmpdir(), 'lead-api-pool-')), await freePort(), [
      a.port,
      b.port,
    ]);
    stops.push(nginx.stop);
    const ask = async () =>
      (await (await fetch(`${nginx.url}/api/ready`)).json()) as { instance: string; path: string };
    const seen = [];
    for (let i = 0; i < 6; i += 1) seen.push((await ask()).instance);
    expect(new Set(seen)).toEqual(new Set(['a', 'b']));
    expect((await ask()).path).toBe('/api/ready');

    a.server.close();
    a.server.closeAllConnections();
    const after = [];
    for (let i = 0; i < 6; i += 1) after.push((await ask()).instance);
    expect(after).toEqual(['b', 'b', 'b', 'b', 'b', 'b']);
  }, 30_000);
});
