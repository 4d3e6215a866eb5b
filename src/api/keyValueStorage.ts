/**
 * The browser storage the app writes (localStorage, sessionStorage), narrowed to what it calls, so
 * tests pass a Map-backed fake (tests/support/memoryStorage.ts).
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The localStorage key of the lead outbox (entries waiting for the lead API's acknowledgement). */
export const OUTBOX_STORAGE_KEY = 'leadOutbox:v1';
