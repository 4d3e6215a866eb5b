import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';

/**
 * Whether another process has the SQLite file open (a lead API or a delivery worker, idle or in the
 * middle of a write). Every connection to a WAL-mode file holds a shared lock on it for as long as it
 * is open, so an exclusive lock taken without waiting fails exactly then. A file left by a killed
 * process is not in use: nobody holds its locks, and opening it recovers its WAL as any opener does.
 */
export function sqliteInUse(path: string): boolean {
  if (!existsSync(path)) return false;
  const db = new DatabaseSync(path, { timeout: 0 });
  try {
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (error) {
    if (/database is locked|busy/i.test((error as Error).message)) return true;
    throw error;
  } finally {
    db.close();
  }
}
