/**
 * The client address the rate limit keys on, so a client cannot pick its own by sending a header.
 * X-Forwarded-For is written left to right: whatever the client sent first, then each proxy appends the
 * address it received the request from. Only the entries appended by proxies we run can be believed, so
 * with `trustedHops` proxies in front of the API the client is the entry `trustedHops` from the right end
 * (counting the socket peer as the first hop), as Express's numeric `trust proxy` does. Entries further
 * left are the client's own words and are never used.
 * 0 hops: the socket address alone.
 */
export function clientAddress(
  forwarded: string | undefined,
  socketIp: string | undefined,
  trustedHops: number,
): string {
  const socket = socketIp ?? 'unknown';
  if (trustedHops <= 0 || !forwarded) return socket;
  const chain = forwarded
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // [socket, rightmost forwarded, …, leftmost]: the n-th hop is the first one we do not run.
  const hops = [socket, ...chain.reverse()];
  return hops[Math.min(trustedHops, hops.length - 1)]!;
}

/** LEAD_API_TRUST_PROXY: the number of proxies you run in front of the API (unset or 0: none). */
export function trustedHopsFrom(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(
      `LEAD_API_TRUST_PROXY must be the number of proxies in front of the API (0 to 10), not "${value}".`,
    );
  }
  return hops;
}

/** The eight 16-bit groups of an IPv6 address, written without leading zeros, or null when it is not one. */
function ipv6Groups(ip: string): string[] | null {
  if (!ip.includes(':') || ip.split('::').length > 2) return null;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = ip.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const gap = ip.includes('::') ? Math.max(0, 8 - left.length - right.length) : 0;
  const groups = [...left, ...Array<string>(gap).fill('0'), ...right];
  return groups.length === 8 && groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))
    ? groups.map((g) => g.replace(/^0+(?=.)/, ''))
    : null;
}

/**
 * The block a client address belongs to, what limits count together: an IPv4 address (an IPv4-mapped
 * IPv6 one too) as its /`v4Bits` (32: the address itself, 24: its /24), an IPv6 address as its
 * /`v6Bits` (64: one household or phone, 48: one site or customer, as providers hand them out).
 * Anything else (`unknown`) is its own block.
 */
export function addressBlock(ip: string, v4Bits: 24 | 32, v6Bits: 48 | 64): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/i.exec(ip);
  if (v4) return v4Bits === 32 ? v4.slice(1).join('.') : `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  const groups = ipv6Groups(ip);
  return groups ? `${groups.slice(0, v6Bits / 16).join(':')}::/${v6Bits}` : ip;
}
