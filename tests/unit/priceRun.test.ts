import { describe, expect, it } from 'vitest';
import { growFeed, priceChange, priceLine } from '../../scripts/bench/priceRun.ts';

const HEADER = 'id,stocknum,status,price,km,vin,dealercomments';
const csv = [
  HEADER,
  '1,U1,in_stock,10000,5000,VIN00000000000001,"Nice, clean"',
  '2,U2,sold,20000,6000,VIN00000000000002,"Sold, sorry"',
  '3,N3,in_stock,30000,10,VIN00000000000003,"New"',
].join('\n');
const rows = (feed: string) => feed.trimEnd().split('\n').slice(1);

describe('the one-price bench feed', () => {
  it('grows the export to the cars asked for, copies with their own id, stock number and VIN', () => {
    const grown = rows(growFeed(csv, 6));
    expect(grown).toHaveLength(7); // the 3 rows, 2 of them in stock, and 4 copies
    expect(grown.filter((row) => row.includes(',in_stock,'))).toHaveLength(6);
    const copies = grown.slice(3).map((row) => row.split(','));
    expect(copies.map((c) => [c[0], c[1], c[5]])).toEqual([
      ['1080000', 'B20000', 'VIN00000000B00000'],
      ['1080001', 'B20001', 'VIN00000000B00001'],
      ['1080002', 'B20002', 'VIN00000000B00002'],
      ['1080003', 'B20003', 'VIN00000000B00003'],
    ]);
    expect(copies.every((c) => c[5]!.length === 17)).toBe(true);
    // The quoted comments after the edited columns come through whole.
    expect(grown[3]).toContain('"Nice, clean"');
  });

  it('changes one in-stock car per run, a different one each time, to an odd price', () => {
    const grown = growFeed(csv, 6);
    const first = priceChange(grown, 0);
    const second = priceChange(first.feed, 1);
    expect(first).toMatchObject({ stocknum: 'u1', price: 9899 });
    expect(second.stocknum).not.toBe(first.stocknum);
    expect(rows(second.feed).filter((row) => row.includes(`,${first.price},`))).toHaveLength(1);
  });

  it('refuses an export with a quoted field among the columns it edits', () => {
    expect(() => growFeed(`id,stocknum,status,price,km,vin\n1,"U,1",in_stock,1,1,V`, 2)).toThrow(
      'a quoted field comes before the vin column: 1,"U,1",in_stock,1,1,V',
    );
  });

  it('writes one table row', () => {
    expect(priceLine(2, { served: 6.04, sync: 7.26, line: '↻ hobart-toyota   0 added, 1 updated' })).toBe(
      '| 2 | 6.0 | 7.3 | ↻ hobart-toyota 0 added, 1 updated |',
    );
  });
});
