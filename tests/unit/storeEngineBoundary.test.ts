import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../server/delivery/plan.ts';
import { DEALER_LANE_CHANNEL, SIGN_IN_CHANNEL, URL_LANE_CHANNEL } from '../../server/storage/channels.ts';

/**
 * File-level checks of the lead store's shape: feature modules never ask which engine runs (each
 * engine's SQL is in server/storage/sqlite/ or server/storage/postgres/), and no SQL in server/
 * names a channel as a literal (it binds the channel registry's names, server/storage/channels.ts).
 */
const ROOT = new URL('../../', import.meta.url).pathname;
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

const FEATURE_MODULES = [
  'server/delivery/queue.ts',
  'server/delivery/jobs.ts',
  'server/intake/intake.ts',
  'server/intake/batch.ts',
  'server/rateLimit.ts',
  'server/store.ts',
  'server/idempotency.ts',
];

const ENGINE_BRANCH = /\.engine\b|'postgres'|'sqlite'|instanceof\s+(Postgres|Sqlite)|switch\s*\(\s*engine\b/;

/** Every TypeScript file under server/, relative to the repository. */
const serverFiles = (): string[] =>
  (readdirSync(join(ROOT, 'server'), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `server/${f}`);

describe('the lead store engines stay in server/storage/', () => {
  it('no feature module (queue, intake, rate limit, store, idempotency) branches on the engine', () => {
    const branching = FEATURE_MODULES.filter((file) => ENGINE_BRANCH.test(read(file)));
    expect(branching).toEqual([]);
    expect(FEATURE_MODULES.map((file) => read(file).length > 200)).toEqual(FEATURE_MODULES.map(() => true));
  });

  it('nothing in server/ outside server/storage/, nor the delivery command, asks which engine runs', () => {
    const asking = [
      ...serverFiles().filter((file) => !file.startsWith('server/storage/')),
      'scripts/deliver.ts',
    ].filter((file) => /\.engine\s*[!=]==|switch\s*\(\s*(\w+\.)*engine\b/.test(read(file)));
    expect(asking).toEqual([]);
  });

  it('the engine is chosen in one registry, checked against every engine by the compiler', () => {
    expect(read('server/storage/open.ts')).toContain(
      '} satisfies Record<Engine, (location: string, options: OpenOptions) => StoreEngine>;',
    );
  });

  it('no SQL in server/ compares the channel column with a quoted name', () => {
    const files = serverFiles();
    expect(files.length).toBeGreaterThan(50);
    const literal = /(?<![\w.])channel\s*(?:=|!=|<>)\s*'|(?<![\w.])channel\s+(?:NOT\s+)?IN\s*\(\s*'/;
    const found = files.flatMap((file) =>
      read(file)
        .split('\n')
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => literal.test(line))
        .map(({ at }) => at),
    );
    expect(found).toEqual([]);
  });

  it('binds the sign-in, per-dealer and per-URL channels from the registry', () => {
    expect([SIGN_IN_CHANNEL, DEALER_LANE_CHANNEL, URL_LANE_CHANNEL]).toEqual(['sms', 'email', 'webhook']);
    expect([...CHANNELS].sort()).toEqual(['email', 'sms', 'webhook']);
  });
});
