import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { VehicleBody } from '../../src/domain/car.ts';
import { slugify } from '../../src/domain/slug.ts';
import { PHOTO_VIEWS, renderPhoto, VEHICLE_CLASSES, type PhotoView } from '../../src/imagery/photo.ts';
import type { VehicleClass } from '../../src/imagery/shapes.ts';
import type { CatalogModel } from './catalog.ts';
import { PAINTS } from './paints.ts';

/** Class drawn for a body key when the model does not say; SUVs are sized by the model (suvClass). */
const CLASS_OF_BODY: Readonly<Record<VehicleBody, VehicleClass | 'suv'>> = {
  '4x4': 'suv-large',
  bus: 'van',
  cabChassis: 'ute',
  convertible: 'coupe',
  coupe: 'coupe',
  hardtop: 'caravan',
  hatch: 'hatch',
  hatchback: 'hatch',
  motorhome: 'motorhome',
  lightTruck: 'van',
  peopleMover: 'people-mover',
  sedan: 'sedan',
  softtop: 'caravan',
  suv: 'suv',
  ute: 'ute',
  van: 'van',
  wagon: 'suv-large',
  stationWagon: 'suv-medium',
  motorcycle: 'motorcycle-naked',
};

/** Seven seats or a large-SUV price make a large SUV; a small one starts under $36,000. */
function suvClass(model: Pick<CatalogModel, 'seats' | 'price'>): VehicleClass {
  if (model.seats >= 7 || model.price[0] >= 80_000) return 'suv-large';
  return model.price[0] < 36_000 ? 'suv-small' : 'suv-medium';
}

/** The vehicle class a catalogue model is photographed as: its own look, else its body and size. */
export function vehicleClass(model: Pick<CatalogModel, 'body' | 'seats' | 'price' | 'look'>): VehicleClass {
  if (model.look !== undefined) return model.look;
  const byBody = CLASS_OF_BODY[model.body];
  return byBody === 'suv' ? suvClass(model) : byBody;
}

/** File name of the photo for a class, paint name and view. */
export function photoFileName(vehicle: VehicleClass, colour: string, view: number): string {
  return `${vehicle}-${slugify(colour)}-${view}.svg`;
}

/**
 * The URL a sample car lists for a photo: a camera-like JPEG original on the image host (`/img/`,
 * scripts/imageService), rendered from the drawing of the same name that every build copies into
 * `stock-photos/`. Pages ask the host for it at their widths (imageUrl).
 */
export function samplePhotoUrl(vehicle: VehicleClass, colour: string, view: number): string {
  return `/img/stock-photos/${photoFileName(vehicle, colour, view).replace(/\.svg$/, '.jpg')}`;
}

/** The view of a car's n-th photo (0-based): the angles in turn, so 5 photos show every one. */
export const viewOfPhoto = (index: number): PhotoView => PHOTO_VIEWS[index % PHOTO_VIEWS.length] ?? 1;

/** Writes every class × paint × view photo into outDir; returns the number of files. */
export async function writePhotos(outDir: string): Promise<number> {
  await mkdir(outDir, { recursive: true });
  const jobs = VEHICLE_CLASSES.flatMap((vehicle) =>
    PAINTS.flatMap((paint) =>
      PHOTO_VIEWS.map((view) =>
        writeFile(join(outDir, photoFileName(vehicle, paint.name, view)), renderPhoto(vehicle, paint.hex, view)),
      ),
    ),
  );
  await Promise.all(jobs);
  return jobs.length;
}
