/**
 * Sign-in code limits: the pure decisions, from the sends the ledger reads. No IO here.
 * No limit may be a switch a stranger can flip to lock other shoppers out:
 * - Wrong guesses count against the code that was sent (5 spend it; a new code starts afresh), so guesses
 *   for a number with no code pending, or at another dealer, change nothing for its owner.
 * - Per-number limits are per dealer: one code per number per 30 s, at most 5 per number per hour.
 * - Sources are limited before the dealer is: per network (IPv4 /24, IPv6 /64) and per number prefix (the
 *   first 6 digits), 20 sends an hour each; once the dealer has sent half its hourly ceiling, 3 each. Only
 *   the ceiling itself (a bound on SMS cost) refuses everyone, and only a crowd of networks reaches it.
 */
export const CODE_LIMITS = {
  sendGapSeconds: 30,
  sendsPerPhoneHour: 5,
  sendsPerDealerHour: 300,
  sendsPerSourceHour: 20,
  sendsPerSourceUnderPressure: 3,
  attemptsPerCode: 5,
  windowSeconds: 3600,
} as const;

/** Why a send was refused: counted per dealer for the morning report. */
export type RefusalReason = 'gap' | 'phone' | 'network' | 'prefix' | 'dealer';

export interface Refusal {
  retryAfterSeconds: number;
  message: string;
}

/** One recorded send of the last hour at this dealer. */
export interface SendRow {
  phoneHash: string;
  network: string;
  prefix: string;
  at: number;
}

/** Who asks now: the number (hashed), the client's network and the number's prefix. */
export interface SendSource {
  phoneHash: string;
  network: string;
  prefix: string;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const wait = (untilMs: number, nowMs: number) => Math.max(1, Math.ceil((untilMs - nowMs) / 1000));

/** The network a client address belongs to: IPv4 /24, IPv6 /64 (an IPv4-mapped IPv6 address as IPv4). */
export function sourceNetwork(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = ip.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The prefix of an Australian number's 10 digits that made-up numbers share (0412 34…). */
export const numberPrefix = (digits: string) => digits.slice(0, 6);

const latestFirst = (times: number[]) => times.sort((a, b) => b - a);

function refusal(reason: RefusalReason, seconds: number): Refusal & { reason: RefusalReason } {
  const later = `Please try again in ${minutes(seconds)} minutes.`;
  switch (reason) {
    case 'gap':
      return {
        reason,
        retryAfterSeconds: seconds,
        message: `Please wait ${seconds} seconds before asking for another code.`,
      };
    case 'phone':
      return { reason, retryAfterSeconds: seconds, message: `Too many codes were sent to this number. ${later}` };
    case 'network':
      return {
        reason,
        retryAfterSeconds: seconds,
        message: `Too many codes were asked for from your network. ${later}`,
      };
    case 'prefix':
      return {
        reason,
        retryAfterSeconds: seconds,
        message: `Too many codes were asked for numbers like this one. ${later}`,
      };
    case 'dealer':
      return { reason, retryAfterSeconds: seconds, message: `Sign-in is busy right now. ${later}` };
    default: {
      const exhaustive: never = reason;
      return exhaustive;
    }
  }
}

/**
 * Whether a code may be sent now: null, or the refusal with its reason. `sends` are this dealer's sends
 * (any order, older ones are ignored); `dealerLimit` is the dealer's hourly ceiling.
 */
export function sendRefusal(
  sends: readonly SendRow[],
  source: SendSource,
  nowMs: number,
  dealerLimit: number = CODE_LIMITS.sendsPerDealerHour,
): (Refusal & { reason: RefusalReason }) | null {
  const window = CODE_LIMITS.windowSeconds * 1000;
  const recent = sends.filter((s) => s.at > nowMs - window);
  const phone = latestFirst(recent.filter((s) => s.phoneHash === source.phoneHash).map((s) => s.at));
  const gapMs = CODE_LIMITS.sendGapSeconds * 1000;
  if (phone[0] !== undefined && nowMs - phone[0] < gapMs) return refusal('gap', wait(phone[0] + gapMs, nowMs));
  // The n-th latest send leaves the window first among those that make the count reach the limit n.
  const over = (times: number[], limit: number) =>
    times.length >= limit ? wait(times[Math.max(0, limit - 1)]! + window, nowMs) : 0;
  const phoneWait = over(phone, CODE_LIMITS.sendsPerPhoneHour);
  if (phoneWait) return refusal('phone', phoneWait);
  const dealer = latestFirst(recent.map((s) => s.at));
  const dealerWait = over(dealer, dealerLimit);
  if (dealerWait) return refusal('dealer', dealerWait);
  const underPressure = dealer.length >= Math.ceil(dealerLimit / 2);
  const perSource = underPressure ? CODE_LIMITS.sendsPerSourceUnderPressure : CODE_LIMITS.sendsPerSourceHour;
  const networkWait = over(latestFirst(recent.filter((s) => s.network === source.network).map((s) => s.at)), perSource);
  if (networkWait) return refusal('network', networkWait);
  const prefixWait = over(latestFirst(recent.filter((s) => s.prefix === source.prefix).map((s) => s.at)), perSource);
  if (prefixWait) return refusal('prefix', prefixWait);
  return null;
}
