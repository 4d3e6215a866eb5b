import type { KeyValueStorage } from '../api/keyValueStorage.ts';
import { decodeVersioned, encodeVersioned, type VersionedSpec } from './versioned.ts';

export type { KeyValueStorage } from '../api/keyValueStorage.ts';

// Kept apart from versioned.ts so pages that only use atoms (search) do not ship these.
/** Reads an entry; whatever does not decode is removed so it cannot break a later read. */
export function readVersioned<T>(storage: KeyValueStorage, spec: VersionedSpec<T>): T | undefined {
  try {
    const raw = storage.getItem(spec.key);
    const value = decodeVersioned(spec, raw);
    if (value === undefined && raw !== null) storage.removeItem(spec.key);
    return value;
  } catch {
    return undefined; // storage itself unavailable (privacy mode)
  }
}

export function writeVersioned<T>(storage: KeyValueStorage, spec: VersionedSpec<T>, value: T): void {
  try {
    storage.setItem(spec.key, encodeVersioned(spec, value));
  } catch {
    // quota or privacy mode: the page keeps working without persistence
  }
}
