import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { startLeadApi, type LeadApiProcess } from '../../scripts/lib/leadApiProcess.ts';
import { openPort } from '../../scripts/lib/openPort.ts';
import { LeadStore } from '../../server/store.ts';
import { testStoreEnv, testStoreLocation } from '../support/testStore.ts';

/** Real lead API processes (server/main.ts) on 127.0.0.1 for flood tests, stopped after the file. */
export function floodedApis(prefix: string) {
  const work = mkdtempSync(join(tmpdir(), prefix));
  const started: LeadApiProcess[] = [];
  afterAll(async () => {
    await Promise.all(started.map((api) => api.stop()));
    rmSync(work, { recursive: true, force: true });
  });
  return {
    work,
    leadApi: async (name: string, env: Record<string, string>) => {
      const api = await startLeadApi(await openPort(), {
        ...testStoreEnv(join(work, `${name}.sqlite`)),
        LEAD_API_LOG: join(work, `${name}.log`),
        LEAD_API_KEYS: '',
        LEAD_API_HOST: '127.0.0.1',
        LEAD_API_TRUST_PROXY: '0',
        ...env,
      });
      started.push(api);
      return api;
    },
    storedLeads: async (name: string) => {
      const store = new LeadStore(testStoreLocation(join(work, `${name}.sqlite`)));
      try {
        return await store.countLeads();
      } finally {
        await store.close();
      }
    },
  };
}

/** Runs the requests `width` at a time and gives back each answer's status, headers and JSON. */
export async function flood(requests: (() => Promise<Response>)[], width = 100) {
  const answers: { status: number; headers: Headers; json: Record<string, unknown> }[] = [];
  for (let start = 0; start < requests.length; start += width) {
    const batch = await Promise.all(requests.slice(start, start + width).map((send) => send()));
    for (const res of batch) {
      // Preflights (204) have no body.
      const json = res.status === 204 ? {} : ((await res.json()) as Record<string, unknown>);
      answers.push({ status: res.status, headers: res.headers, json });
    }
  }
  return answers;
}

export const count = (answers: { status: number }[], status: number) =>
  answers.filter((a) => a.status === status).length;
