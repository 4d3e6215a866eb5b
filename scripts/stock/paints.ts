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
