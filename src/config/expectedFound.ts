/**
 * The one wording of a value problem, shared by the three valibot field kits (the dealer config
 * schema, the environment schemas and the stock feed's row check): `expected <what the value should
 * be>, found <what it is>`. Pure.
 */
export const expectedFound = (expected: string, found: string): string => `expected ${expected}, found ${found}`;

/** A found value as problems quote it: strings and other values as JSON, a missing one as `nothing`. */
export const shownValue = (value: unknown): string => (value === undefined ? 'nothing' : JSON.stringify(value));

/** What every kit says of a required value that is missing. */
export const MISSING_VALUE = expectedFound('a value', 'nothing');
