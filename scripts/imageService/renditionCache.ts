/** A kept rendition: its file name, size and when it was last served (any increasing clock). */
export interface CachedRendition {
  name: string;
  bytes: number;
  usedAt: number;
}

/** Renditions kept at most, in bytes, unless the service is given another cap. */
export const DEFAULT_RENDITION_CACHE_BYTES = 512 * 1024 * 1024;

/**
 * The renditions to delete, least recently used first, so the rest fit in `capBytes`; those in `keep`
 * (being written or sent) stay whatever their age. Pure: the image service does the deleting.
 */
export function evictions(
  files: readonly CachedRendition[],
  capBytes: number,
  keep: ReadonlySet<string> = new Set(),
): string[] {
  let total = files.reduce((sum, f) => sum + f.bytes, 0);
  const out: string[] = [];
  for (const file of [...files].sort((a, b) => a.usedAt - b.usedAt)) {
    if (total <= capBytes) break;
    if (keep.has(file.name)) continue;
    out.push(file.name);
    total -= file.bytes;
  }
  return out;
}
