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
