/** SPEC §9 model menu priority. */
export const MODEL_PRIORITY = [
  'bZ4X',
  'LandCruiser Prado',
  'C-HR',
  'Yaris',
  'Corolla Hatch',
  'Camry',
  'Corolla Sedan',
  'Yaris Cross',
  'Corolla Cross',
  'RAV4',
  'Kluger',
  'Fortuner',
  'LandCruiser 300',
  'HiLux',
  'LandCruiser 70',
  'Tundra',
  'HiAce',
  'Granvia',
  'Coaster',
  'GR Yaris',
  'GR86',
  'GR Corolla',
  'GR Supra',
] as const;

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Index in the priority list of the longest priority name the model name contains, or -1. */
export function modelPriority(name: string): number {
  const n = norm(name);
  let best = -1;
  let bestLength = 0;
  MODEL_PRIORITY.forEach((entry, index) => {
    const e = norm(entry);
    if (n.includes(e) && e.length > bestLength) {
      best = index;
      bestLength = e.length;
    }
  });
  return best;
}

/** SPEC §9: by priority (longest matching name wins), unmatched last alphabetically; or plain alphabetical. */
export function orderModels<M extends { name: string }>(
  models: readonly M[],
  mode: 'toyota-priority' | 'alphabetical',
): M[] {
  const alpha = (a: M, b: M) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
  if (mode === 'alphabetical') return [...models].sort(alpha);
  return [...models].sort((a, b) => {
    const pa = modelPriority(a.name);
    const pb = modelPriority(b.name);
    if (pa === pb) return alpha(a, b);
    if (pa === -1) return 1;
    if (pb === -1) return -1;
    return pa - pb;
  });
}
