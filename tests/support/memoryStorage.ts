import type { KeyValueStorage } from '../../src/stores/versionedStorage.ts';

/** A Map-backed stand-in for localStorage, with its contents open to assertions. */
export const memoryStorage = (): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};
