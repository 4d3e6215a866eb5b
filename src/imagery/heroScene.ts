import type { PhotoView } from './photo.ts';
import { renderPhoto } from './photo.ts';
import type { VehicleClass } from './shapes.ts';
import { shade } from './shade.ts';

/** One vehicle on the showroom floor: class, paint, angle, where it stands and how big it is. */
export interface HeroVehicle {
  vehicle: VehicleClass;
  paint: string;
  view: PhotoView;
  /** Centre of its 1200×800 frame across the 1920 px scene. */
  x: number;
  /** Width of its frame; nearer vehicles are bigger and stand lower. */
  width: number;
}

const SCENE = { width: 1920, height: 640 } as const;

/** The subject of a studio photo (vehicle, shadow and reflection) without its backdrop, its ids made unique. */
function subject(photo: string, key: string): string {
  const inner = photo.slice(photo.indexOf('</defs>') + '</defs>'.length, photo.lastIndexOf('</svg>'));
  const body = inner.slice(inner.indexOf('<g id="subject">'));
  return body.replace(/id="([a-z]+)"/g, `id="$1-${key}"`).replace(/(url\(#|href="#)([a-z]+)/g, `$1$2-${key}`);
}

/**
 * A showroom scene for a dealer's home banner (3:1, 1920×640): a dark hall with light panels and a
 * band in the dealer's colour, a polished floor and the vehicles standing on it, drawn the same way
 * as the stock photos. Vehicles are drawn far to near, in the order given.
 */
export function heroSceneSvg(accent: string, vehicles: readonly HeroVehicle[]): string {
  const photos = vehicles.map((v, index) => {
    const height = (v.width * 2) / 3;
    const floorY = 520 + (v.width - 900) * 0.12;
    const [x, y] = [Math.round(v.x - v.width / 2), Math.round(floorY - (650 / 800) * height)];
    const photo = renderPhoto(v.vehicle, v.paint, v.view);
    const defs = photo.slice(photo.indexOf('<defs>') + 6, photo.indexOf('</defs>'));
    return (
      `<svg x="${x}" y="${y}" width="${Math.round(v.width)}" height="${Math.round(height)}" viewBox="0 0 1200 800" overflow="visible">` +
      `<defs>${defs.replace(/id="([a-z]+)"/g, `id="$1-${index}"`).replace(/url\(#([a-z]+)\)/g, `url(#$1-${index})`)}</defs>` +
      `${subject(photo, String(index))}</svg>`
    );
  });
  const panels = [260, 620, 980, 1340, 1700]
    .map((x) => `<rect x="${x - 70}" y="40" width="140" height="300" rx="10" fill="url(#panel)"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE.width}" height="${SCENE.height}" viewBox="0 0 ${SCENE.width} ${SCENE.height}"><defs>` +
    '<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b1f24"/><stop offset="1" stop-color="#3a4047"/></linearGradient>' +
    '<linearGradient id="hall-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9aa2ab"/><stop offset=".4" stop-color="#6b737c"/><stop offset="1" stop-color="#2c3137"/></linearGradient>' +
    '<linearGradient id="panel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".85"/><stop offset="1" stop-color="#fff" stop-opacity=".15"/></linearGradient>' +
    '<radialGradient id="pool"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
    '<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter>' +
    `</defs><rect width="${SCENE.width}" height="${SCENE.height}" fill="url(#wall)"/>` +
    `<g filter="url(#soft)">${panels}</g>` +
    `<rect y="360" width="${SCENE.width}" height="26" fill="${accent}"/><rect y="386" width="${SCENE.width}" height="6" fill="${shade(accent, -0.4)}"/>` +
    `<rect y="400" width="${SCENE.width}" height="240" fill="url(#hall-floor)"/>` +
    `<ellipse cx="1240" cy="520" rx="760" ry="110" fill="url(#pool)"/>` +
    photos.join('') +
    '</svg>'
  );
}
