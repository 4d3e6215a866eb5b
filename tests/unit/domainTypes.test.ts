import type * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import type { FinanceFlags } from '../../src/config/areas/finance.ts';
import type { FormsFlags } from '../../src/config/areas/forms.ts';
import type { RoutesFlags } from '../../src/config/areas/routes.ts';
import type { TagsFlags } from '../../src/config/areas/tags.ts';
import type { VehicleFlags } from '../../src/config/areas/vehicle.ts';
import type { PromoSchema } from '../../src/config/content/promo.ts';
import type { Car } from '../../src/domain/car.ts';
import type { CarFlags } from '../../src/domain/flags.ts';
import type { Promo } from '../../src/domain/promoPlacement.ts';
import type { DISPLAYED_CAR_ATTRIBUTES, HIDDEN_CAR_ATTRIBUTES } from '../../src/search/displayedAttributes.ts';

/** A flag area as pages read it: every flag set (the templates fill in what a dealer leaves out). */
type Area<S extends v.GenericSchema> = { [K in keyof v.InferOutput<S>]-?: Exclude<v.InferOutput<S>[K], undefined> };

// Checked by the compiler (npm run typecheck): types domain owns that config's schemas or the search
// index's attribute lists must keep up with.
describe('the car flag areas', () => {
  it('each area schema in src/config/areas/ produces exactly its domain type in src/domain/flags.ts', () => {
    expectTypeOf<Area<typeof RoutesFlags>>().toEqualTypeOf<CarFlags['routes']>();
    expectTypeOf<Area<typeof TagsFlags>>().toEqualTypeOf<CarFlags['tags']>();
    expectTypeOf<Area<typeof VehicleFlags>>().toEqualTypeOf<CarFlags['vehicle']>();
    expectTypeOf<Area<typeof FinanceFlags>>().toEqualTypeOf<CarFlags['finance']>();
    expectTypeOf<Area<typeof FormsFlags>>().toEqualTypeOf<CarFlags['forms']>();
  });
});

describe('schemas and lists that follow domain types', () => {
  it("the promo schema's output is the domain's Promo", () => {
    expectTypeOf<v.InferOutput<typeof PromoSchema>>().toExtend<Promo>();
  });

  it('every Car field is either displayed or hidden in the search index (src/search/displayedAttributes.ts)', () => {
    type Decided = (typeof DISPLAYED_CAR_ATTRIBUTES)[number] | (typeof HIDDEN_CAR_ATTRIBUTES)[number];
    expectTypeOf<Exclude<keyof Car, Decided>>().toBeNever();
  });
});
