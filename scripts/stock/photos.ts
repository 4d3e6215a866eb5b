import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { VehicleBody } from '../../src/domain/car.ts';
import { PAINTS, shade } from './paints.ts';
import type { Projection } from './photoCamera.ts';
import { renderVehicle } from './photoRender.ts';
import { renderCaravanInterior, renderCockpit, renderDashboard, renderMotorcycle } from './photoScenes.ts';
import { SHAPES, type PhotoFamily } from './photoShapes.ts';
import { slugify } from '../../src/domain/slug.ts';

/** Views drawn per family and paint: front 3/4, side, rear 3/4, interior. */
export const PHOTO_VIEWS = [1, 2, 3, 4] as const;

const FAMILY_OF_BODY: Readonly<Record<VehicleBody, PhotoFamily>> = {
  '4x4': 'suv',
  bus: 'van',
  cabChassis: 'ute',
  convertible: 'coupe',
  coupe: 'coupe',
  hardtop: 'caravan',
  hatch: 'hatch',
  hatchback: 'hatch',
  motorhome: 'van',
  lightTruck: 'van',
  peopleMover: 'van',
  sedan: 'sedan',
  softtop: 'caravan',
  suv: 'suv',
  ute: 'ute',
  van: 'van',
  wagon: 'suv',
  stationWagon: 'suv',
  motorcycle: 'motorcycle',
};

const FAMILIES: readonly PhotoFamily[] = ['sedan', 'hatch', 'suv', 'ute', 'van', 'coupe', 'caravan', 'motorcycle'];

const PROJECTIONS: Readonly<Record<1 | 2 | 3, Projection>> = {
  1: { cx: 0.82, xy: 0.13, zx: 0.62, zy: -0.26 },
  2: { cx: 1, xy: 0, zx: 0.06, zy: -0.1 },
  3: { cx: 0.82, xy: -0.13, zx: -0.62, zy: -0.26 },
};

/** Silhouette family drawn for a body key (a family name maps to itself; unknown bodies draw as sedans). */
export function photoFamily(body: string): PhotoFamily {
  const family = (FAMILY_OF_BODY as Readonly<Record<string, PhotoFamily>>)[body];
  return family ?? FAMILIES.find((candidate) => candidate === body) ?? 'sedan';
}

/** File name of the photo for a body, paint name and view (1–4). */
export function photoFileName(body: string, colour: string, view: number): string {
  return `${photoFamily(body)}-${slugify(colour)}-${view}.svg`;
}

/**
 * The URL a sample car lists for a photo: a camera-like JPEG original on the image host (`/img/`,
 * scripts/imageService), rendered from the drawing of the same name that every build copies into
 * `stock-photos/`. Pages ask the host for it at their widths (imageUrl).
 */
export function samplePhotoUrl(body: string, colour: string, view: number): string {
  return `/img/stock-photos/${photoFileName(body, colour, view).replace(/\.svg$/, '.jpg')}`;
}

function motorcycle(paint: string, view: 1 | 2 | 3): string {
  const squeeze = view === 2 ? 1 : 0.84;
  const flip = view === 3 ? -1 : 1;
  const a = 1.08 * squeeze * flip;
  const b = view === 2 ? 0 : 0.1;
  const x = 600 - a * 480;
  return (
    `<ellipse cx="600" cy="652" rx="${view === 2 ? 470 : 410}" ry="${view === 2 ? 30 : 52}" fill="url(#sh)"/>` +
    `<g transform="matrix(${a.toFixed(3)} ${b} 0 1.08 ${Math.round(x)} ${Math.round(650 - b * 480)})">${renderMotorcycle(paint)}</g>`
  );
}

/** A complete stylised studio photo as an SVG document. */
export function renderPhoto(family: PhotoFamily, paint: string, view: number): string {
  let content: string;
  if (view === 1 || view === 2 || view === 3) {
    content =
      family === 'motorcycle'
        ? motorcycle(paint, view)
        : family === 'caravan'
          ? renderVehicle(SHAPES.caravan, PROJECTIONS[view], { body: '#eceef0', accent: paint }, true)
          : renderVehicle(SHAPES[family], PROJECTIONS[view], { body: paint, accent: paint }, false);
  } else if (family === 'motorcycle') {
    content = renderCockpit(paint);
  } else {
    content = family === 'caravan' ? renderCaravanInterior(paint) : renderDashboard(paint);
  }
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"><defs>' +
    '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3f5f8"/><stop offset=".62" stop-color="#dde2e8"/><stop offset="1" stop-color="#c4cbd3"/></linearGradient>' +
    '<radialGradient id="fl"><stop offset="0" stop-color="#fff" stop-opacity=".85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity=".5"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
    `<radialGradient id="rim"><stop offset="0" stop-color="#eef1f4"/><stop offset=".7" stop-color="#a9b0b7"/><stop offset="1" stop-color="#5f666d"/></radialGradient>` +
    `<linearGradient id="glass" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="#5d7286"/><stop offset=".5" stop-color="#26313c"/><stop offset="1" stop-color="${shade('#26313c', -0.4)}"/></linearGradient>` +
    '</defs><rect width="1200" height="800" fill="url(#bg)"/><ellipse cx="600" cy="680" rx="760" ry="200" fill="url(#fl)"/>' +
    content +
    '</svg>'
  );
}

/** Writes every family × paint × view photo into outDir; returns the number of files. */
export async function writePhotos(outDir: string): Promise<number> {
  await mkdir(outDir, { recursive: true });
  const jobs = FAMILIES.flatMap((family) =>
    PAINTS.flatMap((paint) =>
      PHOTO_VIEWS.map((view) =>
        writeFile(join(outDir, photoFileName(family, paint.name, view)), renderPhoto(family, paint.hex, view)),
      ),
    ),
  );
  await Promise.all(jobs);
  return jobs.length;
}
