/** The shopper's own car as the valuation holds it: what the dealer needs to price a trade-in. */
export interface TradeInCar {
  rego?: string | undefined;
  regoState?: string | undefined;
  make?: string | undefined;
  model?: string | undefined;
  year?: number | undefined;
  kms?: number | undefined;
  /** The condition answers as asked: accident, service history, overall condition. */
  answers?: { accident?: string; serviceHistory?: string; condition?: string } | undefined;
  contactBy?: string | undefined;
  /** The indicative range shown to the shopper (dollars); null when the site gave no online figure. */
  estimate?: number | null | undefined;
  estimateLow?: number | null | undefined;
  /** The browser finished the valuation (it linked the lead): a null estimate is then final. */
  complete?: boolean | undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The stored valuation record (routes/activity.ts) reshaped for the renderers. */
export function tradeInOf(data: Record<string, unknown>): TradeInCar {
  const a = (data.adjustmentAnswers ?? {}) as Record<string, unknown>;
  const answers = {
    ...(text(a.accident) ? { accident: text(a.accident)! } : {}),
    ...(text(a.serviceHistory) ? { serviceHistory: text(a.serviceHistory)! } : {}),
    ...(text(a.condition) ? { condition: text(a.condition)! } : {}),
  };
  return {
    rego: text(data.rego),
    regoState: text(data.regoState),
    make: text(data.make),
    model: text(data.model),
    year: whole(data.year),
    kms: whole(data.kms),
    answers,
    contactBy: text(data.PreferredContactMethod),
    estimate: whole(data.estimate) ?? null,
    estimateLow: whole(data.estimate_low) ?? null,
    complete: typeof data.lead_id === 'string',
  };
}

const money = (n: number) => `$${n.toLocaleString('en-AU', { maximumFractionDigits: 0 })}`;

/** "$22,000 – $24,300, indicative only" (the range the shopper saw), or the one figure known. */
export function estimateRange(low: number | null | undefined, high: number | null | undefined): string {
  if (typeof high !== 'number') return '';
  const range = typeof low === 'number' && low < high ? `${money(low)} – ${money(high)}` : money(high);
  return `${range}, indicative only, subject to inspection`;
}

/** The trade-in's facts in reading order (empty ones are dropped by the caller). */
export function tradeInFacts(t: TradeInCar, accepted: { low?: unknown; high?: unknown } | null): [string, string][] {
  const car = [t.year, t.make, t.model].filter((x) => x !== undefined).join(' ');
  const rego = t.rego ? `${t.rego}${t.regoState ? ` (${t.regoState})` : ''}` : '';
  const a = t.answers ?? {};
  const figure = accepted
    ? estimateRange(whole(accepted.low) ?? t.estimateLow, whole(accepted.high) ?? t.estimate)
    : estimateRange(t.estimateLow, t.estimate);
  const none =
    !accepted && t.complete && t.estimate === null
      ? 'none given online: the shopper was told your team will contact them with a valuation'
      : '';
  return [
    ['Trade-in car', car],
    ['Trade-in rego', rego],
    ['Trade-in kms', t.kms !== undefined ? `${t.kms.toLocaleString('en-AU')} km` : ''],
    ['Accident', a.accident ?? ''],
    ['Service history', a.serviceHistory ?? ''],
    ['Condition', a.condition ?? ''],
    ['Contact by', t.contactBy ?? ''],
    [accepted ? 'Accepted offer' : 'Trade-in estimate', figure || none],
  ];
}
