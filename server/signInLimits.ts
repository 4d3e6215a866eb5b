/**
 * Sign-in code limits (issue 18): the pure decisions, from counts and times the ledger reads. No IO here.
 * - Sends: one code per phone per 30 s and at most 5 per phone per hour (per dealer), and a per-dealer
 *   hourly ceiling; a refusal says when to try again (Retry-After).
 * - Wrong guesses: counted per phone across codes and dealers; 10 in an hour lock the phone until the
 *   oldest of them is an hour old. A new code does not reset this count.
 */
export const CODE_LIMITS = {
  sendGapSeconds: 30,
  sendsPerPhoneHour: 5,
  sendsPerDealerHour: 300,
  wrongGuessesPerHour: 10,
  windowSeconds: 3600,
} as const;

export interface Refusal {
  retryAfterSeconds: number;
  message: string;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const wait = (untilMs: number, nowMs: number) => Math.max(1, Math.ceil((untilMs - nowMs) / 1000));

/**
 * Whether a code may be sent now. phoneSends and dealerSends are the send times (ms, any order) of the last
 * hour for this phone at this dealer and for the whole dealer.
 */
export function sendRefusal(
  phoneSends: readonly number[],
  dealerSends: readonly number[],
  nowMs: number,
  dealerLimit: number = CODE_LIMITS.sendsPerDealerHour,
): Refusal | null {
  const window = CODE_LIMITS.windowSeconds * 1000;
  const recentPhone = phoneSends.filter((t) => t > nowMs - window).sort((a, b) => b - a);
  const latest = recentPhone[0];
  if (latest !== undefined && nowMs - latest < CODE_LIMITS.sendGapSeconds * 1000) {
    const seconds = wait(latest + CODE_LIMITS.sendGapSeconds * 1000, nowMs);
    return { retryAfterSeconds: seconds, message: `Please wait ${seconds} seconds before asking for another code.` };
  }
  if (recentPhone.length >= CODE_LIMITS.sendsPerPhoneHour) {
    const seconds = wait(recentPhone[CODE_LIMITS.sendsPerPhoneHour - 1]! + window, nowMs);
    return {
      retryAfterSeconds: seconds,
      message: `Too many codes were sent to this number. Please try again in ${minutes(seconds)} minutes.`,
    };
  }
  const recentDealer = dealerSends.filter((t) => t > nowMs - window).sort((a, b) => b - a);
  if (recentDealer.length >= dealerLimit) {
    const seconds = wait(recentDealer[dealerLimit - 1]! + window, nowMs);
    return {
      retryAfterSeconds: seconds,
      message: `Sign-in is busy right now. Please try again in ${minutes(seconds)} minutes.`,
    };
  }
  return null;
}

/** Whether the phone is locked by wrong guesses (times in ms of its wrong guesses, any dealer, any code). */
export function lockRefusal(wrongGuesses: readonly number[], nowMs: number): Refusal | null {
  const window = CODE_LIMITS.windowSeconds * 1000;
  const recent = wrongGuesses.filter((t) => t > nowMs - window).sort((a, b) => b - a);
  if (recent.length < CODE_LIMITS.wrongGuessesPerHour) return null;
  const seconds = wait(recent[CODE_LIMITS.wrongGuessesPerHour - 1]! + window, nowMs);
  return {
    retryAfterSeconds: seconds,
    message: `Too many wrong codes for this number. Please try again in ${minutes(seconds)} minutes.`,
  };
}
