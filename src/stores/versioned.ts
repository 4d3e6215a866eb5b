import { persistentAtom } from '@nanostores/persistent';

/** A schema: the value when it has the expected shape, else undefined. */
export type Schema<T> = (value: unknown) => T | undefined;

/** One browser-storage entry: its key, the version of its shape and the schema of that shape. */
export interface VersionedSpec<T> {
  key: string;
  version: number;
  schema: Schema<T>;
  /** Reads data written before versioning (or by an older version); undefined drops it. */
  migrate?: (old: unknown) => T | undefined;
}

export const encodeVersioned = <T>(spec: VersionedSpec<T>, value: T): string =>
  JSON.stringify({ v: spec.version, data: value });

/** The stored value, or undefined when it is absent, from another version, corrupt or off-schema. */
export function decodeVersioned<T>(spec: VersionedSpec<T>, raw: string | null | undefined): T | undefined {
  if (raw === null || raw === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const envelope = parsed as { v?: unknown; data?: unknown } | null;
  if (envelope && typeof envelope === 'object' && 'v' in envelope) {
    return envelope.v === spec.version ? spec.schema(envelope.data) : undefined;
  }
  return spec.migrate?.(parsed);
}

/** A nanostores atom kept in localStorage through the spec; synced across tabs by storage events. */
export function versionedAtom<T>(spec: VersionedSpec<T>, initial: T) {
  return persistentAtom<T>(spec.key, initial, {
    // null clears the entry (signed out, nothing saved) rather than storing an empty envelope
    encode: (value) => (value === null ? undefined : encodeVersioned(spec, value))!,
    decode: (raw) => decodeVersioned(spec, raw) ?? initial,
  });
}

/** Schema helpers: small guards instead of a schema library, so header and card scripts stay tiny. */
export const stringList =
  (max: number): Schema<string[]> =>
  (value) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string' && item.length > 0 && item.length < 300)
      ? value.slice(0, max)
      : undefined;
