import { spawn, type ChildProcess } from 'node:child_process';
import { inheritedEnv } from '../../src/config/env/load.ts';

export interface LeadApiProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `server/main.ts` as a child process and waits until /api/health answers. */
export async function startLeadApi(port: number, extraEnv: Record<string, string> = {}): Promise<LeadApiProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server/main.ts'], {
    // Development mode (dev origins) unless the caller says otherwise: this helper runs local APIs only.
    // No vitals cap: a browser test run loads hundreds of pages from one loopback address.
    env: {
      LEAD_API_DEV_ORIGINS: '1',
      LEAD_API_VITALS_PER_CLIENT: '0',
      ...inheritedEnv(),
      LEAD_API_PORT: String(port),
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The lead API exited with code ${child.exitCode} (port ${port} taken?).`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The lead API did not answer on ${url} within 20 s.`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    stop: () =>
      new Promise((done) => {
        // A process killed by a signal (the kill -9 drill) has signalCode set and exitCode null.
        if (child.exitCode !== null || child.signalCode !== null) {
          done();
          return;
        }
        child.once('exit', () => {
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}
