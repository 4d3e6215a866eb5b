/** What the lead API prints once it listens: where it stores, and where it sends, when it sends itself. */
export interface StartFacts {
  url: string;
  /** The SQLite file, or "PostgreSQL". */
  store: string;
  dealers: number;
  /** The delivery thread's mail and SMS targets; null with DELIVERY_WORKER=0 (`npm run deliver` sends). */
  delivery: { mail: string; sms: string } | null;
}

export function apiStartLine(facts: StartFacts): string {
  const sends = facts.delivery
    ? `mail → ${facts.delivery.mail}, SMS → ${facts.delivery.sms}`
    : 'delivery off here (DELIVERY_WORKER=0): npm run deliver sends';
  return `Lead API on ${facts.url} (store ${facts.store}, ${facts.dealers} dealers, ${sends})`;
}
