import type { PhotoView } from './photo.ts';
import { renderPhoto } from './photo.ts';
import type { VehicleClass } from './shapes.ts';

/** Showroom paints for model tiles: bright and mid tones that read at 280 px on a pale studio. */
const TILE_PAINTS = [
  '#b3121d',
  '#1d3a6e',
  '#eef0f2',
  '#2b2e33',
  '#8f9aa5',
  '#1f6b73',
  '#d4661c',
  '#4a4f55',
  '#8a6a45',
  '#2f4a36',
  '#c8b79a',
  '#5b2a86',
] as const;

const TILE_VIEWS: readonly PhotoView[] = [1, 5];

const CLASS_OF_STYLE: Readonly<Record<string, VehicleClass>> = {
  'small suv': 'suv-small',
  'medium suv': 'suv-medium',
  suv: 'suv-medium',
  'large suv': 'suv-large',
  '4wd wagon': 'suv-large',
  ute: 'ute',
  'cab chassis': 'ute',
  'pick-up': 'ute',
  van: 'van',
  bus: 'van',
  'people mover': 'people-mover',
  sedan: 'sedan',
  hatch: 'hatch',
  hatchback: 'hatch',
  coupe: 'coupe',
  convertible: 'coupe',
  motorcycle: 'motorcycle-naked',
  caravan: 'caravan',
  motorhome: 'motorhome',
};

const CLASS_OF_CATEGORY: Readonly<Record<string, VehicleClass>> = {
  'Utes & Vans': 'ute',
  'Hatch & sedans': 'hatch',
  'GR & performance': 'coupe',
  Electrified: 'suv-medium',
  'SUVs & 4WDs': 'suv-medium',
};

/** What a model tile is drawn from: the model's body style, else its menu category. */
export interface TileModel {
  bodyStyle?: string | undefined;
  manufacturer_body: string;
}

/** The vehicle class a model's tile shows. */
export function tileClass(model: TileModel): VehicleClass {
  return (
    CLASS_OF_STYLE[(model.bodyStyle ?? '').trim().toLowerCase()] ??
    CLASS_OF_CATEGORY[model.manufacturer_body] ??
    'suv-medium'
  );
}

/**
 * The studio picture of a model for its tile (SPEC §9 model tile 280×171): the model's class, in
 * the paint and angle of its place in the dealer's model list, so no two of the list's first 24
 * models of one class look alike and a rebuild draws every tile the same.
 */
export function modelTileSvg(model: TileModel, position: number): string {
  const paint = TILE_PAINTS[position % TILE_PAINTS.length] ?? TILE_PAINTS[0];
  const view = TILE_VIEWS[Math.floor(position / TILE_PAINTS.length) % TILE_VIEWS.length] ?? 1;
  return renderPhoto(tileClass(model), paint, view).replace(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="800" viewBox="0 0 1200 800">/,
    '<svg xmlns="http://www.w3.org/2000/svg" width="280" height="171" viewBox="0 70 1200 733" preserveAspectRatio="xMidYMid slice">',
  );
}
