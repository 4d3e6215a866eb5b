import type { Projection } from './camera.ts';
import { renderMotorcycle, type MotorcycleKind } from './motorcycle.ts';
import { shade } from './shade.ts';
import { renderCaravanInterior, renderCockpit, renderDashboard } from './scenes.ts';
import { SHAPES, type BodyClass, type VehicleClass } from './shapes.ts';
import { sceneShot, studioShot } from './studio.ts';
import { renderVehicle } from './vehicle.ts';

/** Angles drawn per vehicle: front 3/4, side, rear 3/4, interior, low front 3/4 from closer in. */
export const PHOTO_VIEWS = [1, 2, 3, 4, 5] as const;
export type PhotoView = (typeof PHOTO_VIEWS)[number];

type ExteriorView = Exclude<PhotoView, 4>;

const PROJECTIONS: Readonly<Record<ExteriorView, Projection>> = {
  1: { cx: 0.82, xy: 0.13, zx: 0.62, zy: -0.26 },
  2: { cx: 1, xy: 0, zx: 0.06, zy: -0.1 },
  3: { cx: 0.82, xy: -0.13, zx: -0.62, zy: -0.26 },
  5: { cx: 0.62, xy: 0.2, zx: 0.86, zy: -0.16 },
};

const MOTORCYCLES: Readonly<Partial<Record<VehicleClass, MotorcycleKind>>> = {
  'motorcycle-sport': 'sport',
  'motorcycle-naked': 'naked',
  'motorcycle-adventure': 'adventure',
  'motorcycle-cruiser': 'cruiser',
  scooter: 'scooter',
};

/** Every class the imagery draws, in a stable order. */
export const VEHICLE_CLASSES: readonly VehicleClass[] = [
  ...(Object.keys(SHAPES) as BodyClass[]),
  ...(Object.keys(MOTORCYCLES) as VehicleClass[]),
];

function motorcycleShot(paint: string, kind: MotorcycleKind, view: ExteriorView): string {
  const squeeze = view === 2 ? 1 : view === 5 ? 0.72 : 0.84;
  const flip = view === 3 ? -1 : 1;
  const a = 1.08 * squeeze * flip;
  const b = view === 2 ? 0 : view === 5 ? 0.16 : 0.1;
  const x = 600 - a * 470;
  const paintDefs = `<defs><linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paint, 0.35)}"/><stop offset=".5" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, -0.4)}"/></linearGradient></defs>`;
  return (
    paintDefs +
    `<ellipse cx="600" cy="654" rx="${view === 2 ? 480 : 400}" ry="${view === 2 ? 26 : 50}" fill="url(#sh)"/>` +
    `<g transform="matrix(${a.toFixed(3)} ${b} 0 1.08 ${Math.round(x)} ${Math.round(650 - b * 470)})">${renderMotorcycle(paint, kind)}</g>`
  );
}

/**
 * A complete studio photo of a vehicle class in a paint, from one of the views, as an SVG
 * document (1200×800); the same class, paint and view always give the same bytes.
 */
export function renderPhoto(vehicleClass: VehicleClass, paint: string, view: PhotoView): string {
  const motorcycle = MOTORCYCLES[vehicleClass];
  if (view === 4) {
    if (motorcycle !== undefined) return sceneShot(renderCockpit(paint));
    return sceneShot(vehicleClass === 'caravan' ? renderCaravanInterior(paint) : renderDashboard(paint));
  }
  if (motorcycle !== undefined) return studioShot(motorcycleShot(paint, motorcycle, view));
  return studioShot(renderVehicle(SHAPES[vehicleClass as BodyClass], PROJECTIONS[view], paint));
}
