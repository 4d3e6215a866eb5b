import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLeadApi, type LeadApiProcess } from '../../scripts/lib/leadApiProcess.ts';
import { openPort } from '../../scripts/lib/openPort.ts';
import { LeadStore } from '../../server/store.ts';
import { groupEnquiry } from '../api/apiHarness.ts';
import { startNginxFrom, type NginxOrigin } from '../support/nginxOrigin.ts';
import { testStoreEnv, testStoreLocation } from '../support/testStore.ts';

// The operator's path in docs/operations/nginx.md for the lead API pool, as commands: the generator,
// nginx started from exactly the file it wrote, two real lead API instances behind it on loopback.
const work = mkdtempSync(join(tmpdir(), 'lead-api-nginx-'));
chmodSync(work, 0o755);
const confDir = join(work, 'nginx');
const apis: LeadApiProcess[] = [];
let nginx: NginxOrigin | undefined;
afterAll(async () => {
  await nginx?.stop();
  await Promise.all(apis.map((api) => api.stop()));
  rmSync(work, { recursive: true, force: true });
});

const generate = (...args: string[]) =>
  spawnSync('npm', ['run', '--silent', 'lead-api-nginx', '--', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` },
  });
const portOf = (api: LeadApiProcess) => Number(new URL(api.url).port);
/**
 * Which instance stored each POST /api/leads, from nginx's access log: the last of $upstream_addr
 * (a refused connection is listed first, then the instance that answered 201).
 */
const servedBy = () =>
  readFileSync(join(confDir, 'logs', 'access.log'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"POST /api/leads HTTP/1.1" 201'))
    .map((line) => /127\.0\.0\.1:(\d+)" (?:\d+, )*201$/.exec(line)?.[1]);

describe('the lead API pool nginx from zero (npm run lead-api-nginx)', () => {
  it('refuses a port given twice in one line and writes nothing', () => {
    const bad = generate(`--dir=${confDir}`, '--server-name=api.example.test', '--port=8787', '--port=8787');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe('--port 8787 is given twice: each instance needs a port of its own.\n');
    expect(existsSync(confDir)).toBe(false);
  });

  it('nginx from the generated file passes leads to both instances, and to the other while one is down', async () => {
    const db = join(work, 'leads.sqlite');
    const env = {
      ...testStoreEnv(db),
      LEAD_API_LOG: join(work, 'messages.log'),
      LEAD_API_KEYS: '',
      LEAD_API_RATE_LIMIT: '0',
      LEAD_API_TRUST_PROXY: '1',
      DELIVERY_WORKER: '0',
    };
    const pair = [await startLeadApi(await openPort(), env), await startLeadApi(await openPort(), env)] as const;
    apis.push(...pair);
    const [a, b] = pair.map(portOf) as [number, number];
    const listen = await openPort();
    const made = generate(
      `--dir=${confDir}`,
      '--server-name=api.example.test',
      `--listen=127.0.0.1:${listen}`,
      `--port=${a}`,
      `--port=${b}`,
    );
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toBe(
      `nginx config written to ${join(confDir, 'nginx.conf')} (pool of 2: 127.0.0.1:${a}, 127.0.0.1:${b}; in ${join(confDir, 'lead-api.conf')}).\n` +
        `Check it with nginx -t -c ${join(confDir, 'nginx.conf')}, then start nginx with it (see docs/operations/nginx.md).\n`,
    );
    nginx = await startNginxFrom(join(confDir, 'nginx.conf'), listen);

    const ids: string[] = [];
    const post = async (n: number) => {
      const res = await fetch(`${nginx!.url}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': `pool-lead-${String(n).padStart(4, '0')}` },
        body: JSON.stringify({ ...groupEnquiry, email: `pool${n}@example.com` }),
      });
      const json = (await res.json()) as { lead_id?: string };
      expect(res.status, JSON.stringify(json)).toBe(201);
      ids.push(json.lead_id!);
    };
    // nginx writes a request's log line after its answer has gone out: wait for the line, then read.
    const logged = (count: number) => expect.poll(() => servedBy().length, { timeout: 5_000 }).toBe(count);
    for (let n = 0; n < 4; n += 1) await post(n);
    await logged(4);
    expect(new Set(servedBy())).toEqual(new Set([String(a), String(b)]));
    // The instances' own /metrics is not public through the pool.
    expect((await fetch(`${nginx.url}/metrics`)).status).toBe(404);

    await pair[0].stop();
    for (let n = 4; n < 8; n += 1) await post(n);
    await logged(8);
    expect(servedBy().slice(4)).toEqual([String(b), String(b), String(b), String(b)]);

    const store = new LeadStore(testStoreLocation(db));
    try {
      const stored = (await store.driver.all('SELECT id FROM leads')).map((row) => String(row.id));
      expect(stored.sort()).toEqual([...ids].sort());
      expect(ids).toHaveLength(8);
    } finally {
      await store.close();
    }
  }, 90_000);
});
