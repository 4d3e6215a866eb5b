import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes `<dir>` as a lock (mkdir is atomic): a second deploy of the same dealer waits up to
 * `waitMs` for the first, then refuses. A lock left by a process that died is taken over.
 * Returns the release function.
 */
export async function takeLock(dir: string, slug: string, waitMs: number): Promise<() => void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(join(dir, 'pid'), String(process.pid));
      return () => {
        rmSync(dir, { recursive: true, force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(join(dir, 'pid'), 'utf8'));
    } catch {
      // The holder is between mkdir and writing its pid: wait for it.
    }
    if (Number.isInteger(holder) && holder > 0 && !alive(holder)) {
      rmSync(dir, { recursive: true, force: true });
      continue;
    }
    if (Date.now() >= deadline) {
      throw new Error(
        `Refusing to deploy ${slug}: another deploy of it is running (pid ${Number.isNaN(holder) ? '?' : holder}); try again when it ends.`,
      );
    }
    await sleep(100);
  }
}
