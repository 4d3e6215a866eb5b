import * as v from 'valibot';
import { valibotSchema } from './valibotSchema.ts';
import type { VersionedSpec } from './versioned.ts';
import { readVersioned, writeVersioned, type KeyValueStorage } from './versionedStorage.ts';

export type { KeyValueStorage } from './versionedStorage.ts';

const VisitorSchema = v.object({
  name: v.pipe(v.string(), v.nonEmpty()),
  last_name: v.optional(v.string(), ''),
  email: v.pipe(v.string(), v.nonEmpty()),
  phone: v.pipe(v.string(), v.nonEmpty()),
  postcode: v.optional(v.string(), ''),
});
export type VisitorDetails = v.InferOutput<typeof VisitorSchema>;

const parse = valibotSchema(VisitorSchema);

export const VISITOR_SPEC: VersionedSpec<VisitorDetails> = {
  key: 'visitorDetails',
  version: 2,
  schema: parse,
  // version 1 stored the fields flat beside `version: 1`
  migrate: (old) => ((old as { version?: unknown } | null)?.version === 1 ? parse(old) : undefined),
};

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
  writeVersioned(storage, VISITOR_SPEC, details);
  return true;
}

/** The stored details for prefill; old or corrupt data is dropped. */
export const loadVisitor = (storage: KeyValueStorage): VisitorDetails | null =>
  readVersioned(storage, VISITOR_SPEC) ?? null;
