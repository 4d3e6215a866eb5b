import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientAddress, trustedHopsFrom } from '../../server/clientAddress.ts';
import { RateLimiter } from '../../server/rateLimit.ts';
import { apiHarness } from './apiHarness.ts';

const NGINX = '10.0.0.2';

describe('client address behind trusted proxies', () => {
  it('with one proxy, takes the right-most entry whatever the client wrote before it', () => {
    expect(clientAddress('203.0.113.7', NGINX, 1)).toBe('203.0.113.7');
    expect(clientAddress('1.1.1.1, 203.0.113.7', NGINX, 1)).toBe('203.0.113.7');
    expect(clientAddress('1.1.1.1,2.2.2.2 ,  203.0.113.7', NGINX, 1)).toBe('203.0.113.7');
    expect(clientAddress('unknown, evil, , 203.0.113.7', NGINX, 1)).toBe('203.0.113.7');
  });

  it('with two proxies, skips the one the balancer appended', () => {
    expect(clientAddress('1.1.1.1, 203.0.113.7, 10.0.0.1', NGINX, 2)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7, 10.0.0.1', NGINX, 2)).toBe('203.0.113.7');
  });

  it('never goes further left than the list, and uses the socket with no proxies or no header', () => {
    expect(clientAddress('203.0.113.7', NGINX, 3)).toBe('203.0.113.7');
    expect(clientAddress('1.1.1.1, 203.0.113.7', NGINX, 0)).toBe(NGINX);
    expect(clientAddress(undefined, NGINX, 1)).toBe(NGINX);
    expect(clientAddress('', NGINX, 1)).toBe(NGINX);
    expect(clientAddress(' , ', NGINX, 1)).toBe(NGINX);
  });

  it('reads LEAD_API_TRUST_PROXY as a hop count and refuses anything else', () => {
    expect(trustedHopsFrom(undefined)).toBe(0);
    expect(trustedHopsFrom('1')).toBe(1);
    expect(trustedHopsFrom('2')).toBe(2);
    for (const bad of ['yes', 'true', '-1', '1.5', '99'])
      expect(() => trustedHopsFrom(bad), bad).toThrow(/LEAD_API_TRUST_PROXY/);
  });

  it('a client rotating spoofed entries in front of a proper list stays one client for the limiter', () => {
    const limiter = new RateLimiter(3);
    const waits = Array.from({ length: 6 }, (_, i) =>
      limiter.hit(clientAddress(`198.51.100.${i}, 203.0.113.7`, NGINX, 1), 0),
    );
    expect(waits.filter((w) => w > 0)).toHaveLength(3);
    // Different real clients behind the same nginx are counted apart.
    expect(limiter.hit(clientAddress('203.0.113.8', NGINX, 1), 0)).toBe(0);
  });

  it('the API counts spoofed lists against the proxy-appended address', async () => {
    const api = apiHarness({ rateLimit: 5 });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await api.call('GET', '/api/health', undefined, { 'X-Forwarded-For': `192.0.2.${i}, 203.0.113.50` });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect((await api.call('GET', '/api/health', undefined, { 'X-Forwarded-For': '203.0.113.51' })).status).toBe(200);
  });

  it('ships an nginx snippet that appends the peer address', () => {
    const conf = readFileSync('deploy/nginx/lead-api.conf', 'utf8');
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(conf).toContain('LEAD_API_TRUST_PROXY=1');
  });
});
