/** A paint colour: the name shown on the car and the hex used in its photos. */
export interface Paint {
  name: string;
  hex: string;
}

/** Common Australian-market paint names, roughly by popularity. */
export const PAINTS: readonly Paint[] = [
  { name: 'Glacier White', hex: '#f2f3f1' },
  { name: 'Eclipse Black', hex: '#1b1c1f' },
  { name: 'Silver Pearl', hex: '#b9bec4' },
  { name: 'Graphite', hex: '#4a4f55' },
  { name: 'Crimson Red', hex: '#a3151f' },
  { name: 'Deep Blue', hex: '#1d3a6e' },
  { name: 'Ocean Teal', hex: '#1f6b73' },
  { name: 'Bronze Mica', hex: '#8a6a45' },
  { name: 'Sandstone Beige', hex: '#c8b79a' },
  { name: 'Forest Green', hex: '#2f4a36' },
  { name: 'Sunset Orange', hex: '#d4661c' },
  { name: 'Storm Grey', hex: '#7b8189' },
];

/** Lighten (amount > 0) towards white or darken (amount < 0) towards black. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.min(1, Math.abs(amount));
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  const mixed = channels.map((value) => Math.round(value + (target - value) * weight));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}
