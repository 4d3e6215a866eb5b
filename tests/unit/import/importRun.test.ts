import { describe, expect, it } from 'vitest';
import {
  failedDealersLine,
  failureLine,
  IMPORT_EXIT,
  importExit,
  worseEnd,
  type DealerEnd,
} from '../../../scripts/import/runOutcome.ts';
import { FeedError } from '../../../scripts/import/source/feedError.ts';
import { deadlineFromEnv, deadlineLine } from '../../../scripts/import/source/limits.ts';
import { networkErrorLine } from '../../../scripts/import/source/netErrors.ts';
import { MAX_XML_DEPTH, XmlScan } from '../../../scripts/import/source/xmlScan.ts';

const ends = (entries: [string, DealerEnd][]) => new Map(entries);

describe('the exit code of npm run import', () => {
  it('is 3, not 1, when one dealer of several failed: the run went on to the others', () => {
    const run = ends([
      ['a-dealer', 'failed'],
      ['b-dealer', 'imported'],
      ['c-dealer', 'partial'],
    ]);
    expect(importExit(run, false)).toBe(3);
    expect(IMPORT_EXIT).toEqual({ imported: 0, stopped: 1, partial: 2, dealerFailed: 3 });
    expect(failedDealersLine(run)).toBe(
      '1 of 3 dealers not imported (a-dealer): their stock stays as it was; the others were imported (exit 3)',
    );
  });

  it('is 2 when every feed was applied but rows were skipped or unclaimed, 0 when all went in', () => {
    expect(
      importExit(
        ends([
          ['a', 'imported'],
          ['b', 'partial'],
        ]),
        false,
      ),
    ).toBe(2);
    expect(importExit(ends([['a', 'imported']]), true)).toBe(2);
    expect(
      importExit(
        ends([
          ['a', 'imported'],
          ['b', 'imported'],
        ]),
        false,
      ),
    ).toBe(0);
    expect(
      failedDealersLine(
        ends([
          ['a', 'imported'],
          ['b', 'partial'],
        ]),
      ),
    ).toBeNull();
  });

  it('prints no closing line for one dealer alone (its own line says it all)', () => {
    expect(importExit(ends([['a', 'failed']]), false)).toBe(3);
    expect(failedDealersLine(ends([['a', 'failed']]))).toBeNull();
  });

  it('keeps the worse end of a dealer', () => {
    expect(worseEnd('failed', 'imported')).toBe('failed');
    expect(worseEnd('imported', 'partial')).toBe('partial');
    expect(worseEnd(undefined, 'imported')).toBe('imported');
  });

  it("turns any error into one line: a feed's own message, else the first line of the error", () => {
    expect(failureLine(new FeedError('empty file'))).toBe('empty file');
    expect(failureLine(new Error('Maximum nested tags exceeded\n    at OrderedObjParser.parseXml'))).toBe(
      'the import stopped: Maximum nested tags exceeded',
    );
    expect(failureLine('boom')).toBe('the import stopped: boom');
  });
});

describe('XML nesting and declarations, refused while streaming', () => {
  const scan = (text: string, pieces = 7) => {
    const xml = new XmlScan();
    for (let i = 0; i < text.length; i += pieces) xml.scan(text.slice(i, i + pieces));
  };
  const nested = (depth: number) => `<vehicles>${'<a>'.repeat(depth - 1)}x${'</a>'.repeat(depth - 1)}</vehicles>`;

  it(`accepts ${MAX_XML_DEPTH} levels with comments, CDATA, attributes and empty elements, refuses one more`, () => {
    expect(MAX_XML_DEPTH).toBe(32);
    const feed =
      '<?xml version="1.0"?><!-- <a><a> --><rss a="x>y"><channel><item><g:price><![CDATA[<b><b>]]></g:price>' +
      '<photo/><photo /></item></channel></rss>';
    expect(() => {
      scan(feed);
      scan(nested(32));
    }).not.toThrow();
    expect(() => {
      scan(nested(33));
    }).toThrow(new FeedError('the XML nests elements more than 32 deep (a stock feed needs a few levels)'));
  });

  it('refuses a DOCTYPE or ENTITY declaration wherever the text is cut', () => {
    for (const pieces of [1, 2, 5, 1000])
      expect(() => {
        scan('<?xml version="1.0"?><!DOCTYPE v [<!ENTITY a "aaaa">]><vehicles/>', pieces);
      }).toThrow('not a plain XML feed: DOCTYPE and ENTITY declarations are not accepted');
  });
});

describe('feed deadline and TLS lines', () => {
  it('reads FEED_DEADLINE_S (default 900 s) and names it in its line', () => {
    expect(deadlineFromEnv({})).toBe(900_000);
    expect(deadlineFromEnv({ FEED_DEADLINE_S: '120' })).toBe(120_000);
    expect(() => deadlineFromEnv({ FEED_DEADLINE_S: '2m' })).toThrow(
      'FEED_DEADLINE_S must be a whole number of seconds above 0, found "2m"',
    );
    expect(deadlineLine(900_000)).toBe('the feed did not arrive in full within 900 s (FEED_DEADLINE_S)');
    expect(deadlineLine(1_500)).toBe('the feed did not arrive in full within 1.5 s (FEED_DEADLINE_S)');
  });

  it('says in one line that an https URL reached a plain-http server, with no OpenSSL text', () => {
    const openssl =
      'write EPROTO 40DD435A417F0000:error:0A00010B:SSL routines:tls_validate_record_header:wrong version number:../deps/openssl/openssl/ssl/record/methods/tlsany_meth.c:77:';
    expect(networkErrorLine('EPROTO', openssl, 'dms.example.com:8080')).toBe(
      "TLS: dms.example.com:8080 answered in plain http, not https (check the URL's scheme and port)",
    );
    expect(networkErrorLine('EPROTO', 'write EPROTO 0A000410:SSL routines:ssl3_read_bytes', 'dms.example.com')).toBe(
      'TLS: the connection to dms.example.com failed (EPROTO)',
    );
  });
});
