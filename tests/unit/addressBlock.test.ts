import { describe, expect, it } from 'vitest';
import { addressBlock } from '../../server/clientAddress.ts';
import { ceilingNetwork, sourceNetwork } from '../../server/signInLimits.ts';

describe('client addresses grouped into the blocks limits count', () => {
  it('keys the request limit by IPv4 address and IPv6 /64', () => {
    expect(addressBlock('127.0.0.9', 32, 64)).toBe('127.0.0.9');
    expect(addressBlock('::ffff:127.0.3.9', 32, 64)).toBe('127.0.3.9');
    expect(addressBlock('2001:db8:7:1:abcd::1', 32, 64)).toBe('2001:db8:7:1::/64');
    expect(addressBlock('2001:0DB8:0007:0001:ffff:ffff:ffff:ffff', 32, 64)).toBe('2001:db8:7:1::/64');
    expect(addressBlock('::1', 32, 64)).toBe('0:0:0:0::/64');
    expect(addressBlock('unknown', 32, 64)).toBe('unknown');
    expect(addressBlock('1:2:3', 32, 64)).toBe('1:2:3');
    expect(addressBlock('1::2::3', 32, 64)).toBe('1::2::3');
  });

  it('puts every /64 of one /56 in one sign-in ceiling network (/48), and IPv4 in its /24', () => {
    const blocks = new Set(
      Array.from({ length: 256 }, (_, i) => ceilingNetwork(`2001:db8:0:ab${i.toString(16).padStart(2, '0')}::${i}`)),
    );
    expect([...blocks]).toEqual(['2001:db8:0::/48']);
    expect(ceilingNetwork('2001:db8:1::5')).toBe('2001:db8:1::/48');
    expect(ceilingNetwork('127.0.9.9')).toBe('127.0.9.0/24');
    expect(ceilingNetwork('::ffff:127.0.9.9')).toBe('127.0.9.0/24');
    expect(sourceNetwork('fd00:ab:0:12:1::5')).toBe('fd00:ab:0:12::/64');
  });
});
