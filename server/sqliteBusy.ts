/** The API's wait for another connection's write lock: short, then 503, so one slow writer cannot freeze the API. */
export const API_BUSY_TIMEOUT_MS = 250;

/** SQLite said another connection holds the lock for longer than this connection would wait. */
export function isBusy(error: unknown): boolean {
  const e = error as { errcode?: unknown; code?: unknown; message?: unknown };
  return e.errcode === 5 || e.errcode === 6 || /database (table )?is locked/i.test(String(e.message));
}
