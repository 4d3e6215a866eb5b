/** Lighten (amount > 0) towards white or darken (amount < 0) towards black. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.min(1, Math.abs(amount));
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  const mixed = channels.map((value) => Math.round(value + (target - value) * weight));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** A stable 32-bit hash of a text (FNV-1a), for choices that must not change between builds. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
