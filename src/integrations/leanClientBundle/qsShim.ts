// Browser stand-in for `qs`: only InstantSearch's default history router imports it, and we use our own router.
const stringify = (value: Record<string, unknown>): string =>
  new URLSearchParams(
    Object.entries(value).flatMap(([key, v]) =>
      typeof v === 'string' || typeof v === 'number' ? [[key, String(v)]] : [],
    ),
  ).toString();

const parse = (text: string): Record<string, string> => Object.fromEntries(new URLSearchParams(text));

export default { stringify, parse };
export { parse, stringify };
