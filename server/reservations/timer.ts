import { reservationPass } from './pass.ts';
import type { Reservations } from './service.ts';

/**
 * Runs the reservation pass every `intervalMs` (one round at a time, the first soon after start, so
 * what a stopped API left open is settled); returns what stops it. A round that throws is logged
 * and the next one tries again.
 */
export function everyFewMinutes(reservations: Reservations, intervalMs: number): () => void {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const report = await reservationPass(reservations);
      const did = Object.entries(report).filter(([, n]) => n > 0);
      if (did.length > 0) console.log(`reservations: ${did.map(([what, n]) => `${n} ${what}`).join(', ')}`);
    } catch (error) {
      console.error(`reservations: the pass failed: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void round(), Math.min(intervalMs, 5_000));
  const timer = setInterval(() => void round(), intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
