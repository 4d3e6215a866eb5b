import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The lead store, its WAL and the development message log hold shoppers' details, so no other user on
 * the host may read them: their folder is made 0700 and each file 0600 before anything is written to it.
 * SQLite gives its -wal and -shm files the main file's mode, so creating the store file 0600 first covers
 * them too; files already there from an older run are narrowed.
 */
export function preparePrivateFile(path: string): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  closeSync(openSync(path, 'a', 0o600));
  for (const file of [path, `${path}-wal`, `${path}-shm`, `${path}-journal`]) {
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}
