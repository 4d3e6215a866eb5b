import * as v from 'valibot';
import type { Schema } from './versioned.ts';

/** A store's schema guard from a valibot schema: the parsed value, or undefined when it does not fit. */
export function valibotSchema<S extends v.GenericSchema>(schema: S): Schema<v.InferOutput<S>> {
  return (value) => {
    const result = v.safeParse(schema, value);
    return result.success ? result.output : undefined;
  };
}
