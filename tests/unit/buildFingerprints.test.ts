import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  configFingerprint,
  lastBuild,
  rebuildReason,
  recordBuild,
  stockFingerprint,
} from '../../scripts/lib/buildFingerprints.ts';

describe('build --changed: which dealers to rebuild and why', () => {
  const last = { stock: 's1', config: 'c1' };
  it.each([
    [{ stock: 's1', config: 'c1' }, last, null],
    [{ stock: 's2', config: 'c1' }, last, 'stock changed'],
    [{ stock: 's1', config: 'c2' }, last, 'config changed'],
    [{ stock: 's2', config: 'c2' }, last, 'stock and config changed'],
    [{ stock: 's1', config: 'c1' }, null, 'no earlier good build'],
  ])('%j against %j: %s', (current, before, reason) => {
    expect(rebuildReason(current, before)).toBe(reason);
  });
});

describe('fingerprints', () => {
  let root: string;
  const previous = process.env.FINGERPRINTS_DIR;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'fingerprints-'));
    process.env.FINGERPRINTS_DIR = join(root, 'fp');
  });
  afterEach(() => {
    if (previous === undefined) delete process.env.FINGERPRINTS_DIR;
    else process.env.FINGERPRINTS_DIR = previous;
  });

  it('config: changes with any file of the dealer folder, not with its stock feeds', () => {
    const dir = join(root, 'hobart-toyota');
    cpSync(join('dealers', 'hobart-toyota'), dir, { recursive: true });
    const before = configFingerprint(dir);
    expect(configFingerprint(dir)).toBe(before);
    writeFileSync(join(dir, 'stock-feed.csv'), 'changed');
    expect(configFingerprint(dir)).toBe(before);
    writeFileSync(join(dir, 'pages', 'new-page.md'), '# New');
    expect(configFingerprint(dir)).not.toBe(before);
  });

  it('stock: the last import, or the sample day when the dealer was never imported', () => {
    expect(stockFingerprint('hobart-toyota', '2026-11-23')).toBe('sample-2026-11-23');
    mkdirSync(join(root, 'fp', 'stock'), { recursive: true });
    writeFileSync(
      join(root, 'fp', 'stock', 'hobart-toyota.json'),
      '{"stock":"abc","importedAt":"2026-11-23T03:00:00.000Z"}',
    );
    expect(stockFingerprint('hobart-toyota', '2026-11-23')).toBe('abc');
    recordBuild('hobart-toyota', { stock: 'a', config: 'b' });
    expect(lastBuild('hobart-toyota')).toEqual({ stock: 'a', config: 'b' });
    expect(lastBuild('sunshine-toyota')).toBeNull();
  });
});
