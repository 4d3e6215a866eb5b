/** Delay before retry n (0-based): 1 s, 2 s, 4 s … capped at 5 minutes, with up to 20 % jitter. */
export function backoffMs(attempt: number, random: number): number {
  const base = Math.min(300_000, 1000 * 2 ** Math.min(attempt, 20));
  return Math.round(base * (1 + 0.2 * random));
}

/** Answers worth retrying: server trouble, timeouts and the rate limit; other 4xx are final. */
export const isRetryable = (status: number) => status >= 500 || status === 408 || status === 429;
