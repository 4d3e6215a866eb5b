import { addressBlock } from './clientAddress.ts';

/**
 * Sign-in code limits: the pure decisions, from the sends the ledger reads. No IO here.
 * No limit may be a switch a stranger can flip to lock other shoppers out, so past a limit the sender
 * pays a cost (a proof-of-work challenge the browser solves, server/challenge/) instead of being refused:
 * - Per number and dealer: one code per 30 s (a short wait), at most 5 SMS an hour. Past 5 the number
 *   gets no new SMS, whoever asks; a solved challenge keeps the latest code sent valid for 10 more minutes,
 *   so the owner signs in with the code already on their phone.
 * - Per network (IPv4 /24, IPv6 /48) and per number prefix (the first 6 digits), 20 sends an hour each,
 *   3 once the dealer has sent half its hourly ceiling; past these, and past the ceiling itself, each send
 *   needs a solved challenge.
 * - Wrong codes are counted per source, never against the code: 5 tries an hour per network and number,
 *   20 per number from all networks, free; past them each try needs a solved challenge.
 */
export const CODE_LIMITS = {
  sendGapSeconds: 30,
  sendsPerPhoneHour: 5,
  sendsPerDealerHour: 300,
  sendsPerSourceHour: 20,
  sendsPerSourceUnderPressure: 3,
  guessesPerSourceHour: 5,
  guessesPerNumberHour: 20,
  windowSeconds: 3600,
  /** How long a code sent (or kept valid by a solved challenge) may be used. */
  codeMinutes: 10,
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

const wait = (untilMs: number, nowMs: number) => Math.max(1, Math.ceil((untilMs - nowMs) / 1000));

/** The network a client address belongs to for per-client counts: IPv4 /24, IPv6 /64 (field vitals). */
export const sourceNetwork = (ip: string) => addressBlock(ip, 24, 64);

/**
 * The network the sign-in ceilings count a client in: IPv4 /24, IPv6 /48. One customer is handed a /48
 * (or a /56 inside one), so 256 /64s of one /56 are one source here, not 256.
 */
export const ceilingNetwork = (ip: string) => addressBlock(ip, 24, 48);

/** The prefix of an Australian number's 10 digits that made-up numbers share (0412 34…). */
export const numberPrefix = (digits: string) => digits.slice(0, 6);

const latestFirst = (times: number[]) => times.sort((a, b) => b - a);

const SOLVE = 'Your browser solves a short check to go on.';

function refusal(reason: RefusalReason, seconds: number): Refusal & { reason: RefusalReason } {
  switch (reason) {
    case 'gap':
      return {
        reason,
        retryAfterSeconds: seconds,
        message: `Please wait ${seconds} seconds before asking for another code.`,
      };
    case 'phone':
      return {
        reason,
        retryAfterSeconds: seconds,
        message: `This number was sent ${CODE_LIMITS.sendsPerPhoneHour} codes in the last hour. ${SOLVE}`,
      };
    case 'network':
      return { reason, retryAfterSeconds: seconds, message: `Many codes were asked for from your network. ${SOLVE}` };
    case 'prefix':
      return {
        reason,
        retryAfterSeconds: seconds,
        message: `Many codes were asked for numbers like this one. ${SOLVE}`,
      };
    case 'dealer':
      return { reason, retryAfterSeconds: seconds, message: `Sign-in is busy right now. ${SOLVE}` };
    default: {
      const exhaustive: never = reason;
      return exhaustive;
    }
  }
}

/**
 * What a solved challenge buys past a limit: past the 30 s gap nothing (a short wait, no lock); past the
 * number's SMS limit no new SMS, but the latest code sent stays valid ('rearm'); past a source limit or
 * the dealer's ceiling the code is sent ('send').
 */
export function escalation(reason: RefusalReason): 'wait' | 'rearm' | 'send' {
  switch (reason) {
    case 'gap':
      return 'wait';
    case 'phone':
      return 'rearm';
    case 'network':
    case 'prefix':
    case 'dealer':
      return 'send';
    default: {
      const exhaustive: never = reason;
      return exhaustive;
    }
  }
}

/** The answer after a solved challenge kept the latest code valid: no SMS was sent. */
export const REARMED_MESSAGE = `No new code was sent: this number had ${CODE_LIMITS.sendsPerPhoneHour} codes in the last hour. Enter the latest code we sent; it is valid for ${CODE_LIMITS.codeMinutes} more minutes.`;

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
