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

  // Tenant tokens run out (TENANT_TOKEN_DAYS): a site left alone too long is rebuilt to renew its token.
  const now = new Date('2026-11-23T02:00:00Z');
  const renewal = { now, renewAfterDays: 15 };
  const builtDaysAgo = (days: number) => ({
    ...last,
    builtAt: new Date(now.getTime() - days * 86_400_000).toISOString(),
  });
  it.each([
    [14.9, null],
    [15, 'tenant token due for renewal (built 15 days ago)'],
    [40, 'tenant token due for renewal (built 40 days ago)'],
  ])('unchanged and built %s days ago: %s', (days, reason) => {
    expect(rebuildReason(last, builtDaysAgo(days), renewal)).toBe(reason);
  });
  it('a change is named before the token age; a record without a date is renewed', () => {
    expect(rebuildReason({ stock: 's2', config: 'c1' }, builtDaysAgo(40), renewal)).toBe('stock changed');
    expect(rebuildReason(last, last, renewal)).toBe('tenant token age unknown');
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
    recordBuild('hobart-toyota', { stock: 'a', config: 'b' }, new Date('2026-11-23T02:00:00Z'));
    expect(lastBuild('hobart-toyota')).toEqual({ stock: 'a', config: 'b', builtAt: '2026-11-23T02:00:00.000Z' });
    expect(lastBuild('sunshine-toyota')).toBeNull();
  });
});
