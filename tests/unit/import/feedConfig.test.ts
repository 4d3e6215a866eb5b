import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FeedFlags } from '../../../src/config/areas/feed.ts';
import { formatDealerIssue } from '../../../src/config/formatIssues.ts';
import { loadAllDealers } from '../../../src/config/loadDealer.ts';
import { resolveFlags } from '../../../src/config/templates.ts';

function withFeed(feed: unknown): string[] {
  const root = mkdtempSync(join(tmpdir(), 'feed-config-'));
  cpSync(join('dealers', 'hobart-toyota'), join(root, 'hobart-toyota'), { recursive: true });
  const file = join(root, 'hobart-toyota', 'dealer.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as { flags: Record<string, unknown> };
  json.flags.feed = feed;
  writeFileSync(file, JSON.stringify(json));
  return loadAllDealers(root).flatMap((r) => (r.ok ? [] : r.issues.map(formatDealerIssue)));
}

describe('the feed config area', () => {
  it('defaults to no feed, sold for missing cars and a 30% mass-removal limit', () => {
    expect(resolveFlags('group', {}).feed).toEqual({
      format: null,
      location: null,
      columns: {},
      separator: '|',
      missing: 'sold',
      maxRemovalPercent: 30,
      key: 'id',
      preset: null,
      encoding: 'auto',
      delimiter: 'auto',
      recordPath: null,
      values: {},
      constants: {},
      derive: {},
      auth: null,
      allowHttp: false,
      maxAgeHours: 26,
    });
  });

  it('accepts the demo feeds', () => {
    expect(withFeed({ format: 'xml', location: 'stock-feed.xml', missing: 'delete', maxRemovalPercent: 50 })).toEqual(
      [],
    );
  });

  it.each([
    [{ format: 'xlsx' }, 'flags.feed.format'],
    [{ columns: { price_aud: 'Retail' } }, 'flags.feed.columns'],
    [{ location: '../sunshine-toyota/stock-feed.csv' }, 'flags.feed.location'],
    [{ maxRemovalPercent: 150 }, 'flags.feed.maxRemovalPercent'],
    [{ separator: '||' }, 'flags.feed.separator'],
  ])('rejects %j in one line naming the dealer and the field', (feed, field) => {
    const problems = withFeed(feed);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('hobart-toyota');
    expect(problems[0]).toContain(field);
    expect(problems[0]).not.toContain('\n');
  });
});

describe('value maps and constants in dealer.json', () => {
  it('accept numbers and true/false as JSON writes them, kept as text', () => {
    const own = {
      values: { location_id: { Hobart: 1061 }, reserved: { Held: true } },
      constants: { dealership_id: 1601 },
    };
    expect(withFeed(own)).toEqual([]);
    expect(v.parse(FeedFlags, own)).toEqual({
      values: { location_id: { Hobart: '1061' }, reserved: { Held: 'true' } },
      constants: { dealership_id: '1601' },
    });
  });

  it('refuse a meaning that is a list', () => {
    expect(withFeed({ values: { status: { Sold: ['sold'] } } }).join('\n')).toContain('flags.feed.values');
  });
});
