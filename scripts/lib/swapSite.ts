import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Where replaced sites wait to be removed, inside the output folder (a rename there never crosses
 * a file system); dot-named, so nothing that lists the dealers' folders takes it for one.
 */
export const REPLACED_FOLDER = '.replaced';

let swapped = 0;

/**
 * A thread that removes folders with the same synchronous removal a build would run itself:
 * node:fs/promises' rm spent two to three times its CPU on the same folder (measured on a
 * 300-car site), and the machine's cores are what a sync pass is short of.
 */
const REMOVER = `
const { parentPort } = require('node:worker_threads');
const { rmSync } = require('node:fs');
parentPort.on('message', (path) => {
  try { rmSync(path, { recursive: true, force: true }); } catch {}
  parentPort.postMessage(path);
});`;
let remover: Worker | undefined;
/** Each folder handed to the thread, settled when it is gone (or the thread failed). */
const removals = new Map<string, () => void>();
const pending: Promise<void>[] = [];

function removeInBackground(path: string): void {
  if (!remover) {
    remover = new Worker(REMOVER, { eval: true });
    // The thread never keeps a process alive: a build worker waits for it (replacedSitesRemoved).
    remover.unref();
    remover.on('message', (done: string) => {
      removals.get(done)?.();
      removals.delete(done);
    });
    // A removal that fails leaves the folder to the next build command's sweep (removeReplacedSites).
    remover.on('error', () => {
      for (const settle of removals.values()) settle();
      removals.clear();
      remover = undefined;
    });
  }
  pending.push(new Promise<void>((resolve) => removals.set(path, resolve)));
  remover.postMessage(path);
}

/** Moves a folder, copying when it crosses file systems (EXDEV). */
export function moveDir(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

/**
 * Puts a built site in place of the live one: the live folder is renamed aside, the built one moved
 * in, and the old one removed on another thread. A site is thousands of files (each page with its
 * .gz and .br copies), and unlinking them held an incremental build's worker about a third of a
 * second; the next dealer's build now goes on meanwhile. If the move fails, the live site is put back.
 */
export function swapSite(built: string, live: string): void {
  let old: string | null = null;
  if (existsSync(live)) {
    swapped += 1;
    old = join(dirname(live), REPLACED_FOLDER, `${basename(live)}-${process.pid}-${swapped}`);
    mkdirSync(dirname(old), { recursive: true });
    renameSync(live, old);
  }
  try {
    moveDir(built, live);
  } catch (error) {
    if (old) renameSync(old, live);
    throw error;
  }
  if (old !== null) removeInBackground(old);
}

/** Waits for this process's background removals, then ends the thread (before the process exits). */
export async function replacedSitesRemoved(): Promise<void> {
  await Promise.all(pending.splice(0));
  await remover?.terminate();
  remover = undefined;
}

/** Removes what a process that ended early left aside (a build command's start, before any worker). */
export function removeReplacedSites(outRoot: string): void {
  rmSync(join(outRoot, REPLACED_FOLDER), { recursive: true, force: true });
}
