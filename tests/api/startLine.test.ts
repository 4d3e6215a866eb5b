import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPort } from '../../scripts/lib/openPort.ts';
import { demoDealers } from '../support/demoDealers.ts';
import { testStoreEnv } from '../support/testStore.ts';

// The line the real lead API prints once it listens, read from its stdout.
const work = mkdtempSync(join(tmpdir(), 'start-line-'));
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

async function startLine(name: string, extra: Record<string, string>): Promise<{ line: string; port: number }> {
  const port = await openPort();
  const db = join(work, `${name}.sqlite`);
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      ...testStoreEnv(db),
      LEAD_API_PORT: String(port),
      LEAD_API_LOG: join(work, `${name}.log`),
      LEAD_API_KEYS: '',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  try {
    await expect.poll(() => out.includes('\n'), { timeout: 20_000, interval: 50 }).toBe(true);
  } finally {
    await new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) done(null);
      else child.once('exit', done).kill('SIGTERM');
    });
  }
  return { line: out.split('\n')[0]!, port };
}

const store = (name: string) => (process.env.LEAD_STORE_TEST_ENGINE === 'postgres' ? 'PostgreSQL' : join(work, name));

describe('the lead API start line', () => {
  it('names no mail or SMS target on an instance whose delivery runs apart (DELIVERY_WORKER=0)', async () => {
    const { line, port } = await startLine('apart', { DELIVERY_WORKER: '0' });
    expect(line).toBe(
      `Lead API on http://127.0.0.1:${port}/api (store ${store('apart.sqlite')}, ${demoDealers().length} dealers, delivery off here (DELIVERY_WORKER=0): npm run deliver sends)`,
    );
  }, 30_000);

  it('names the mail relay and the SMS log its own delivery thread sends to', async () => {
    const { line, port } = await startLine('thread', {});
    expect(line).toBe(
      `Lead API on http://127.0.0.1:${port}/api (store ${store('thread.sqlite')}, ${demoDealers().length} dealers, mail → 127.0.0.1:2525, SMS → ${join(work, 'thread.log')})`,
    );
  }, 30_000);
});
