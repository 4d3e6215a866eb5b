import { isIPv4, isIPv6 } from 'node:net';

/** Why an address is not a public one a feed may redirect to, or null when it is public. */
export type InwardKind = 'loopback' | 'private' | 'link-local' | 'reserved';

function ipv4Parts(ip: string): number[] {
  return ip.split('.').map(Number);
}

function inwardIpv4(ip: string): InwardKind | null {
  const [a = 0, b = 0] = ipv4Parts(ip);
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b >= 64 && b <= 127) return 'private'; // carrier-grade NAT, inside a provider
  if (a === 169 && b === 254) return 'link-local';
  if (a === 0 || a >= 224 || (a === 192 && b === 0) || (a === 198 && (b === 18 || b === 19))) return 'reserved';
  return null;
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail becomes two groups). */
function ipv6Groups(ip: string): number[] {
  let text = ip.replace(/%.*$/, '');
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1] !== undefined) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Parts(tail[1]);
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const zeros = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

function inwardIpv6(ip: string): InwardKind | null {
  const g = ipv6Groups(ip);
  const first = g[0] ?? 0;
  const upperZero = g.slice(0, 5).every((x) => x === 0);
  if (upperZero && g[5] === 0xffff) {
    // An IPv4-mapped address reaches the IPv4 host it names.
    const v4 = `${(g[6] ?? 0) >> 8}.${(g[6] ?? 0) & 255}.${(g[7] ?? 0) >> 8}.${(g[7] ?? 0) & 255}`;
    return inwardIpv4(v4);
  }
  if (upperZero && g[5] === 0 && g[6] === 0 && g[7] === 1) return 'loopback';
  if (upperZero && g[5] === 0) return 'reserved'; // the unspecified address and IPv4-compatible ones
  if ((first & 0xffc0) === 0xfe80) return 'link-local';
  if ((first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfec0) return 'private';
  if ((first & 0xff00) === 0xff00) return 'reserved'; // multicast
  return null;
}

/** Whether an IP address (v4 or v6) points inside a network rather than at a public host. */
export function inwardAddress(ip: string): InwardKind | null {
  if (isIPv4(ip)) return inwardIpv4(ip);
  if (isIPv6(ip)) return inwardIpv6(ip);
  return 'reserved';
}

/** The host of a URL as a resolver takes it: IPv6 literals lose their brackets. */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Why a redirect may not be followed, judged on the URLs alone (addresses are checked once resolved),
 * or null when it may.
 */
export function redirectRefusal(from: URL, to: URL): string | null {
  if (to.protocol !== 'https:' && to.protocol !== 'http:') return `a redirect to ${to.protocol} is not followed`;
  if (from.protocol === 'https:' && to.protocol === 'http:') return 'a redirect from https to plain http is refused';
  return null;
}
