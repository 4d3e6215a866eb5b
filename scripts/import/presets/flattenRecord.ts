const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `g:price` → `price`: Google's XML elements carry a namespace prefix its CSV headers do not. */
const withoutPrefix = (key: string) => key.replace(/^[A-Za-z][\w-]*:/, '');

/** A CSV cell written as JSON (Meta allows `{"city": "Hobart"}` or `["a", "b"]`); any other text stays text. */
function jsonCell(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function add(out: Record<string, unknown>, key: string, value: unknown, depth: number): void {
  if (!(key in out)) out[key] = value;
  if (depth >= 3) return;
  if (isObject(value)) {
    for (const [sub, inner] of Object.entries(value)) add(out, `${key}.${withoutPrefix(sub)}`, inner, depth + 1);
  } else if (Array.isArray(value) && value.some(isObject)) {
    const subs = new Set(value.flatMap((item) => (isObject(item) ? Object.keys(item) : [])));
    for (const sub of subs) {
      const list = value.map((item) => (isObject(item) ? item[sub] : undefined)).filter((x) => x !== undefined);
      add(out, `${key}.${withoutPrefix(sub)}`, list, depth + 1);
    }
  }
}

/**
 * A parsed feed record (CSV row, XML element object, JSON object) with nested values also under
 * flat names, so a mapping can name them: `g:vin` → `vin`; `<mileage><value>…` → `mileage.value`;
 * repeated `<image><url>…` and Meta's CSV `image[0].url`, `image[1].url` → `image.url` (a list); a
 * `value` with a `unit` (`mileage`) → `mileage` as "12000 KM". The original keys stay as they are.
 */
export function flattenRecord(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...record };
  const indexed = new Map<string, unknown[]>();
  for (const [rawKey, rawValue] of Object.entries(record)) {
    const key = withoutPrefix(rawKey);
    const value = jsonCell(rawValue);
    const item = /^([^[\].]+)\[(\d+)\](?:\.(.+))?$/.exec(key);
    if (item) {
      const name = item[3] === undefined ? item[1]! : `${item[1]!}.${item[3]}`;
      const list = indexed.get(name) ?? [];
      list[Number(item[2])] = value;
      indexed.set(name, list);
      continue;
    }
    if (key !== rawKey && key in record) continue;
    if (key !== rawKey || value !== rawValue) out[key] = value;
    add(out, key, value, 0);
  }
  for (const [name, list] of indexed) out[name] = list.filter((x) => x !== undefined && x !== '');
  for (const key of Object.keys(out)) {
    if (!key.endsWith('.value')) continue;
    const base = key.slice(0, -'.value'.length);
    const unit = out[`${base}.unit`];
    const amount = out[key];
    if (typeof unit === 'string' && (typeof amount === 'string' || typeof amount === 'number') && String(amount) !== '')
      out[base] = `${String(amount)} ${unit}`;
  }
  return out;
}
