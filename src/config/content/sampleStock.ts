import * as v from 'valibot';
import { NonNegative } from '../primitives.ts';

const Weight = NonNegative;

/** Demo-only: what the sample-stock generator makes for this dealer (sample-stock.json). */
export const SampleStockSchema = v.strictObject({
  /** Number of cars to generate. */
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20000)),
  /** Makes sold new and demo; used stock may be any make. */
  newMakes: v.array(v.string()),
  /** Relative weights of new, used and demo stock. */
  carTypes: v.strictObject({ /** New. */ new: Weight, /** Used. */ used: Weight, /** Demo. */ demo: Weight }),
  /** Relative weights of item types. */
  itemTypes: v.optional(
    v.strictObject({
      /** Cars. */ car: Weight,
      /** Motorcycles. */ motorcycle: Weight,
      /** Caravans. */ caravan: Weight,
    }),
    { car: 1, motorcycle: 0, caravan: 0 },
  ),
});
export type SampleStock = v.InferOutput<typeof SampleStockSchema>;
