import * as v from 'valibot';

/** Minimal storage so tests can pass a Map-backed fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const VISITOR_KEY = 'visitorDetails';
const VisitorSchema = v.object({
  version: v.literal(1),
  name: v.pipe(v.string(), v.nonEmpty()),
  last_name: v.optional(v.string(), ''),
  email: v.pipe(v.string(), v.nonEmpty()),
  phone: v.pipe(v.string(), v.nonEmpty()),
  postcode: v.optional(v.string(), ''),
});
export type VisitorDetails = Omit<v.InferOutput<typeof VisitorSchema>, 'version'>;

/** Stored for reuse only when name, email and phone are all present (SPEC §5). */
export function saveVisitor(storage: KeyValueStorage, values: Record<string, unknown>): boolean {
  const pick = (k: string) => (typeof values[k] === 'string' ? values[k].trim() : '');
  const details = {
    name: pick('name'),
    last_name: pick('last_name'),
    email: pick('email'),
    phone: pick('phone'),
    postcode: pick('postcode'),
  };
  if (!details.name || !details.email || !details.phone) return false;
  storage.setItem(VISITOR_KEY, JSON.stringify({ version: 1, ...details }));
  return true;
}

/** The stored details for prefill; old or corrupt data is dropped. */
export function loadVisitor(storage: KeyValueStorage): VisitorDetails | null {
  try {
    const result = v.safeParse(VisitorSchema, JSON.parse(storage.getItem(VISITOR_KEY) ?? 'null'));
    if (result.success) {
      const { version: _v, ...details } = result.output;
      return details;
    }
  } catch {
    // corrupt JSON: fall through and drop it
  }
  storage.removeItem(VISITOR_KEY);
  return null;
}
