import { MANUFACTURER_BODIES } from '../../config/content/model.ts';
import { slugify } from '../../domain/slug.ts';

const SHAPES: Record<string, string> = {
  'Hatch & sedans': 'M22 112 L40 86 Q60 66 96 62 L170 60 Q204 62 226 84 L252 92 Q262 96 262 112 Z',
  'SUVs & 4WDs': 'M20 114 L24 80 Q30 58 64 54 L190 52 Q214 54 230 76 L256 84 Q264 90 264 114 Z',
  'Utes & Vans': 'M16 114 L18 74 Q22 54 52 52 L128 52 Q146 54 154 74 L262 76 Q268 80 268 114 Z',
  'GR & performance': 'M18 114 L34 94 Q70 70 118 66 L176 66 Q214 70 240 92 L262 100 Q266 106 264 114 Z',
  Electrified: 'M22 112 L32 84 Q46 62 86 58 L180 56 Q210 58 232 80 L256 90 Q264 96 262 112 Z',
};

/** URL of the drawn silhouette for a menu category (SPEC §9 model tile 280x171). */
export const modelArtHref = (body: string) => `/model-art/${slugify(body in SHAPES ? body : 'SUVs & 4WDs')}.svg`;

export const MODEL_ART_BODIES = MANUFACTURER_BODIES.map((body) => ({ body, slug: slugify(body) }));

/** A body-style silhouette in the dealer's colour, drawn because no model photos may be downloaded. */
export function modelArtSvg(body: string, colour: string): string {
  const path = SHAPES[body] ?? SHAPES['SUVs & 4WDs'] ?? '';
  const bolt =
    body === 'Electrified'
      ? '<path d="M140 22 L130 40 L140 40 L134 54 L150 34 L140 34 L146 22 Z" fill="#1ea672"/>'
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 171" width="280" height="171"><rect width="280" height="171" rx="8" fill="#f1f3f6"/><ellipse cx="140" cy="132" rx="124" ry="8" fill="#dfe3e8"/><path d="${path}" fill="${colour}" opacity="0.9"/><path d="M80 66 L110 62 L110 84 L66 86 Z M120 62 L170 61 Q190 63 204 80 L120 84 Z" fill="#fff" opacity="0.55"/><circle cx="72" cy="116" r="17" fill="#22262b"/><circle cx="72" cy="116" r="7" fill="#c9ccd1"/><circle cx="212" cy="116" r="17" fill="#22262b"/><circle cx="212" cy="116" r="7" fill="#c9ccd1"/>${bolt}</svg>`;
}
