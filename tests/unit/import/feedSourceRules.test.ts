import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { feedFlags } from '../../../src/config/areas/feed.ts';
import { inwardAddress, redirectRefusal } from '../../../scripts/import/source/address.ts';
import { credentialsFor } from '../../../scripts/import/source/credentials.ts';
import { feedFilePath } from '../../../scripts/import/source/feedSource.ts';
import { DEFAULT_LIMITS, FieldRun, limitsFromEnv } from '../../../scripts/import/source/limits.ts';
import { networkErrorLine, statusLine } from '../../../scripts/import/source/netErrors.ts';
import { scrubLine, scrubUrl } from '../../../scripts/import/source/scrub.ts';

describe('addresses a feed redirect may not lead to', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'reserved'],
    ['fe80::1', 'link-local'],
    ['fd00::1', 'private'],
    ['fc12:3456::1', 'private'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:7f00:1', 'loopback'],
    ['ff02::1', 'reserved'],
  ])('%s is %s', (ip, kind) => {
    expect(inwardAddress(ip)).toBe(kind);
  });

  it.each(['8.8.8.8', '172.32.0.1', '172.15.255.255', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (ip) => {
      expect(inwardAddress(ip)).toBeNull();
    },
  );

  it('refuses https to http and schemes other than http(s); allows http to https', () => {
    const https = new URL('https://dms.example.com/feed.csv');
    const http = new URL('http://dms.example.com/feed.csv');
    expect(redirectRefusal(https, http)).toBe('a redirect from https to plain http is refused');
    expect(redirectRefusal(https, new URL('file:///etc/passwd'))).toBe('a redirect to file: is not followed');
    expect(redirectRefusal(http, https)).toBeNull();
    expect(redirectRefusal(https, https)).toBeNull();
  });
});

describe('printing feed URLs', () => {
  it('drops the user name and password and hides secret query values', () => {
    expect(scrubUrl('https://dealer:s3cret@dms.example.com/export.csv?api_key=abc&dealer=12&token=x')).toBe(
      'https://dms.example.com/export.csv?api_key=***&dealer=12&token=***',
    );
    expect(scrubUrl('sftp://feeds:pw@127.0.0.1:2222/out/stock.csv')).toBe('sftp://127.0.0.1:2222/out/stock.csv');
    expect(scrubUrl('dealers/hobart-toyota/stock-feed.csv')).toBe('dealers/hobart-toyota/stock-feed.csv');
    expect(scrubLine('moved to https://u:p@x.example.com/a?sig=1 today')).toBe(
      'moved to https://x.example.com/a?sig=*** today',
    );
  });
});

describe('feed size limits', () => {
  it('defaults to 200 MB a feed and 1 MB a field; the environment overrides them', () => {
    expect(DEFAULT_LIMITS).toEqual({ maxFeedBytes: 200 * 1024 * 1024, maxFieldBytes: 1024 * 1024 });
    expect(limitsFromEnv({})).toEqual(DEFAULT_LIMITS);
    expect(limitsFromEnv({ FEED_MAX_MB: '500', FEED_MAX_FIELD_KB: '64' })).toEqual({
      maxFeedBytes: 500 * 1024 * 1024,
      maxFieldBytes: 64 * 1024,
    });
    expect(() => limitsFromEnv({ FEED_MAX_MB: '2GB' })).toThrow(
      'FEED_MAX_MB must be a whole number above 0, found "2GB"',
    );
  });

  it('measures a field across chunks, and resets at each XML tag and JSON value', () => {
    const xml = new FieldRun('xml', 10);
    xml.scan('<make>12345');
    xml.scan('67890</make><model>1234567890</model>');
    expect(() => {
      xml.scan('<badge>12345678901</badge>');
    }).toThrow('a field is larger than 0 KB (FEED_MAX_FIELD_KB)');
    const json = new FieldRun('json', 10);
    json.scan('[{"make": "12345678", "model": "1234');
    json.scan('5678"}]');
    expect(() => {
      json.scan('[{"a": "1234,67890"}]');
    }).not.toThrow();
    expect(() => {
      json.scan('[{"a": "123\\"5678901"}]');
    }).toThrow('a field is larger than');
  });
});

describe('feed.location in dealer.json', () => {
  const check = (location: string) => {
    const result = v.safeParse(feedFlags.location, location);
    return result.success ? 'ok' : result.issues.map((i) => i.message).join('; ');
  };

  it('takes a file in the dealer folder or a URL without credentials', () => {
    expect(check('stock-feed.csv')).toBe('ok');
    expect(check('_feeds/harbour-group.csv')).toBe('ok');
    expect(check('_feeds/../../etc/passwd')).toBe(
      "an https, http or sftp URL, or a file name inside the dealer folder or the fleet's _feeds folder",
    );
    expect(check('sftp://sftp.dms.example.com:2222/out/stock.csv')).toBe('ok');
    expect(check('https://dms.example.com/export.csv?dealer=12')).toBe('ok');
    expect(check('https://dealer:s3cret@dms.example.com/export.csv')).toBe(
      'a URL without a user name or password (name environment variables in feed.auth instead)',
    );
    expect(check('../other-dealer/stock-feed.csv')).toBe(
      "an https, http or sftp URL, or a file name inside the dealer folder or the fleet's _feeds folder",
    );
  });
});

describe('a feed file on disk', () => {
  it('is in the dealer folder, or in a fleet folder starting with _ beside the dealers', () => {
    expect(feedFilePath('/fleet/dealers/harbour', 'dms/stock.csv')).toBe('/fleet/dealers/harbour/dms/stock.csv');
    expect(feedFilePath('/fleet/dealers/harbour', '_feeds/group.csv')).toBe('/fleet/dealers/_feeds/group.csv');
  });
});

describe('feed credentials', () => {
  const env = { U: 'dealer', P: 'pw', T: 'tok', K: '-----BEGIN OPENSSH PRIVATE KEY-----' };

  it('turns feed.auth into request headers or an SFTP login, reading the named variables', () => {
    expect(credentialsFor({ kind: 'basic', usernameEnv: 'U', passwordEnv: 'P' }, env).headers).toEqual({
      authorization: `Basic ${Buffer.from('dealer:pw').toString('base64')}`,
    });
    expect(credentialsFor({ kind: 'bearer', tokenEnv: 'T' }, env).headers).toEqual({ authorization: 'Bearer tok' });
    expect(credentialsFor({ kind: 'header', name: 'X-Api-Key', valueEnv: 'T' }, env).headers).toEqual({
      'x-api-key': 'tok',
    });
    expect(credentialsFor({ kind: 'ssh-key', usernameEnv: 'U', privateKeyEnv: 'K' }, env)).toEqual({
      headers: {},
      login: { username: 'dealer', privateKey: env.K },
      hostKey: null,
    });
    expect(() => credentialsFor({ kind: 'bearer', tokenEnv: 'NOPE' }, env)).toThrow(
      'feed.auth names the environment variable NOPE, which is not set',
    );
  });

  it('takes variable names, not secrets, and no header that steers the request', () => {
    const check = (auth: unknown) => {
      const result = v.safeParse(feedFlags.auth, auth);
      return result.success ? 'ok' : result.issues.map((i) => i.message).join('; ');
    };
    expect(check({ kind: 'bearer', tokenEnv: 'FEED_TOKEN' })).toBe('ok');
    expect(check({ kind: 'bearer', tokenEnv: 'eyJhbGciOi.secret' })).toBe(
      'the name of an environment variable (capitals, digits, _), not the secret itself',
    );
    expect(check({ kind: 'header', name: 'Host', valueEnv: 'V' })).toBe(
      'a header other than Host, Content-Length, Transfer-Encoding, Connection or Cookie',
    );
    expect(check({ kind: 'ssh-key', usernameEnv: 'U', privateKeyEnv: 'K', hostKey: 'md5:aa' })).toBe(
      'an OpenSSH fingerprint (SHA256:…)',
    );
  });

  it('pins the SFTP host key of a password login too (the warning of an unpinned one points to feed.auth.hostKey)', () => {
    const hostKey = `SHA256:${'Ab3+'.repeat(10)}xyz`;
    const password = { kind: 'basic', usernameEnv: 'U', passwordEnv: 'P', hostKey } as const;
    expect(v.safeParse(feedFlags.auth, password).success).toBe(true);
    expect(v.safeParse(feedFlags.auth, { ...password, hostKey: 'md5:aa' }).issues?.[0]?.message).toBe(
      'an OpenSSH fingerprint (SHA256:…)',
    );
    expect(credentialsFor(password, env)).toEqual({
      headers: { authorization: `Basic ${Buffer.from('dealer:pw').toString('base64')}` },
      login: { username: 'dealer', password: 'pw' },
      hostKey,
    });
  });
});

describe('network failure lines', () => {
  it.each([
    ['ENOTFOUND', 'DNS: feeds.example.com was not found'],
    ['EAI_AGAIN', 'DNS: feeds.example.com was not found'],
    ['ECONNRESET', 'the connection to feeds.example.com was cut'],
    ['CERT_HAS_EXPIRED', 'TLS: the certificate of feeds.example.com has expired'],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'TLS: the certificate is not for feeds.example.com'],
    ['ERR_SSL_WRONG_VERSION_NUMBER', 'TLS: the connection to feeds.example.com failed (ERR_SSL_WRONG_VERSION_NUMBER)'],
    [undefined, 'the request to feeds.example.com failed: socket hang up'],
  ])('%s', (code, line) => {
    // DNS failures are checked here, not against a resolver: tests reach loopback addresses only.
    expect(networkErrorLine(code, 'socket hang up\n    at stack frame', 'feeds.example.com')).toBe(line);
  });

  it('names 401, 403, 404, 5xx and other statuses', () => {
    expect(statusLine(500)).toBe('HTTP 500: the feed server failed; the next import tries again');
    expect(statusLine(410)).toBe('HTTP 410: the feed server did not send the feed');
  });
});

describe('feed.recordPath in dealer.json', () => {
  it('takes element names from the root to one car', () => {
    const check = (path: string) => v.safeParse(feedFlags.recordPath, path).issues?.[0]?.message ?? 'ok';
    expect(check('Stock/Vehicle')).toBe('ok');
    expect(check('rss/channel/item')).toBe('ok');
    expect(check('Vehicle')).toBe(
      'element names from the root to one car, split by / (Stock/Vehicle, rss/channel/item)',
    );
    expect(check('/Stock//Vehicle')).toBe(
      'element names from the root to one car, split by / (Stock/Vehicle, rss/channel/item)',
    );
  });
});
