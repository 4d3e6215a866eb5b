import * as v from 'valibot';
import { valibotSchema } from './valibotSchema.ts';
import type { VersionedSpec } from './versioned.ts';
import { readVersioned, writeVersioned, type KeyValueStorage } from './versionedStorage.ts';

const ValuationSchema = v.object({
  rego: v.string(),
  regoState: v.string(),
  make: v.string(),
  model: v.string(),
  year: v.pipe(v.number(), v.integer()),
  kms: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The online estimate range, or null when the car is outside the online rules (SPEC §9). */
  estimate: v.nullable(v.object({ low: v.number(), high: v.number() })),
  valuationId: v.nullable(v.string()),
  leadId: v.string(),
  /** ISO time of the valuation. */
  at: v.string(),
});
export type StoredValuation = v.InferOutput<typeof ValuationSchema>;

export const VALUATION_SPEC: VersionedSpec<StoredValuation> = {
  key: 'dealer:tradeInValuation',
  version: 1,
  schema: valibotSchema(ValuationSchema),
};

/** The shopper's last trade-in valuation (SPEC §3 Browser storage): their car and the estimate. */
export function rememberValuation(storage: KeyValueStorage, valuation: StoredValuation): void {
  writeVersioned(storage, VALUATION_SPEC, valuation);
}

export const readValuation = (storage: KeyValueStorage): StoredValuation | null =>
  readVersioned(storage, VALUATION_SPEC) ?? null;
