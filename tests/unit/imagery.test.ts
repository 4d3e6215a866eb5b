import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { modelArtFiles, modelArtHref } from '../../src/components/models/modelArtSvg.ts';
import { fleetMakeLogoFiles } from '../../src/config/makeLogos.ts';
import { slugify } from '../../src/domain/slug.ts';
import { heroSceneSvg } from '../../src/imagery/heroScene.ts';
import { makeMarkLetters, makeMarkSvg } from '../../src/imagery/makeMark.ts';
import { modelTileSvg, tileClass } from '../../src/imagery/modelTile.ts';
import { PHOTO_VIEWS, renderPhoto, VEHICLE_CLASSES } from '../../src/imagery/photo.ts';
import { CATALOG } from '../../scripts/stock/catalog.ts';
import { vehicleClass } from '../../scripts/stock/photos.ts';

const model = (make: string, name: string) => {
  const found = CATALOG.find((entry) => entry.make === make && entry.model === name);
  if (found === undefined) throw new Error(`${make} ${name} is not in the catalogue`);
  return found;
};

type ModelFile = {
  name: string;
  slug: string;
  manufacturer_name: string;
  manufacturer_body: string;
  bodyStyle?: string;
};
const sunshineModels = JSON.parse(readFileSync('dealers/sunshine-toyota/models.json', 'utf8')) as ModelFile[];

describe('stock photos per vehicle class', () => {
  it('draws every class from five distinct angles, the same bytes each time', () => {
    expect(PHOTO_VIEWS).toEqual([1, 2, 3, 4, 5]);
    expect(VEHICLE_CLASSES).toHaveLength(16);
    for (const vehicle of VEHICLE_CLASSES) {
      const shots = PHOTO_VIEWS.map((view) => renderPhoto(vehicle, '#1d3a6e', view));
      expect(new Set(shots).size).toBe(5);
      expect(shots).toEqual(PHOTO_VIEWS.map((view) => renderPhoto(vehicle, '#1d3a6e', view)));
      for (const shot of shots) expect(shot).not.toMatch(/NaN|undefined|Infinity/);
    }
  });

  it('gives each class its own front three-quarter picture', () => {
    const fronts = VEHICLE_CLASSES.map((vehicle) => renderPhoto(vehicle, '#1d3a6e', 1));
    expect(new Set(fronts).size).toBe(VEHICLE_CLASSES.length);
  });

  it('photographs a model as its class: size for SUVs, look for bikes, body for the rest', () => {
    expect(vehicleClass(model('Mazda', 'CX-3'))).toBe('suv-small');
    expect(vehicleClass(model('Hyundai', 'Tucson'))).toBe('suv-medium');
    expect(vehicleClass(model('Toyota', 'Kluger'))).toBe('suv-large');
    expect(vehicleClass(model('Toyota', 'HiAce'))).toBe('van');
    expect(vehicleClass(model('Kawasaki', 'Ninja 400'))).toBe('motorcycle-sport');
    expect(vehicleClass(model('Harley-Davidson', 'Road Glide'))).toBe('motorcycle-cruiser');
    expect(vehicleClass(model('Yamaha', 'XMAX 300'))).toBe('scooter');
    expect(vehicleClass(model('Jayco', 'Journey'))).toBe('caravan');
    expect(vehicleClass(model('Jayco', 'Conquest'))).toBe('motorhome');
  });
});

describe('model tiles', () => {
  it('draws a distinct tile for each of a dealer’s 21 models, the same on every build', () => {
    expect(sunshineModels.length).toBeGreaterThanOrEqual(21);
    const tiles = modelArtFiles(sunshineModels as never);
    const ofModels = tiles.filter((tile) => tile.name.startsWith('model-'));
    expect(ofModels.map((tile) => tile.name)).toEqual(sunshineModels.map((m) => `model-${m.slug}`));
    const svgs = ofModels.map((tile) => tile.svg());
    expect(new Set(svgs).size).toBe(sunshineModels.length);
    expect(modelArtFiles(sunshineModels as never).map((tile) => tile.svg())).toEqual(tiles.map((tile) => tile.svg()));
    expect(svgs[0]).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="280" height="171" /);
  });

  it('draws a model as its body style, two models of one style in different paint', () => {
    expect(tileClass({ bodyStyle: 'Small SUV', manufacturer_body: 'SUVs & 4WDs' })).toBe('suv-small');
    expect(tileClass({ bodyStyle: '4WD Wagon', manufacturer_body: 'SUVs & 4WDs' })).toBe('suv-large');
    expect(tileClass({ bodyStyle: 'Pick-up', manufacturer_body: 'Utes & Vans' })).toBe('ute');
    expect(tileClass({ bodyStyle: 'People Mover', manufacturer_body: 'Utes & Vans' })).toBe('people-mover');
    expect(tileClass({ manufacturer_body: 'GR & performance' })).toBe('coupe');
    const sedan = { bodyStyle: 'Sedan', manufacturer_body: 'Hatch & sedans' };
    expect(modelTileSvg(sedan, 0)).not.toBe(modelTileSvg(sedan, 1));
  });

  it('links a tile to its model’s own picture, by name or make and name, else to its category', () => {
    expect(modelArtHref('RAV4', 'SUVs & 4WDs', sunshineModels as never)).toBe('/model-art/model-rav4.svg');
    expect(modelArtHref('Toyota RAV4', 'SUVs & 4WDs', sunshineModels as never)).toBe('/model-art/model-rav4.svg');
    expect(modelArtHref('Hilux Rogue', 'Utes & Vans', sunshineModels as never)).toBe('/model-art/utes-vans.svg');
  });
});

describe('home banner scene and make marks', () => {
  it('stands the vehicles in a 1920×640 showroom, each with its own ids', () => {
    const vehicles = [
      { vehicle: 'ute', paint: '#eef0f2', view: 1, x: 700, width: 680 },
      { vehicle: 'suv-large', paint: '#b3121d', view: 1, x: 1180, width: 860 },
    ] as const;
    const svg = heroSceneSvg('#eb0a1e', vehicles);
    expect(svg).toBe(heroSceneSvg('#eb0a1e', vehicles));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1920" height="640" /);
    expect(svg.match(/id="paint-\d"/g)).toEqual(['id="paint-0"', 'id="paint-1"']);
    expect(svg).not.toMatch(/id="paint"|url\(#paint\)/);
  });

  it('sets each make’s letters: an acronym whole, initials of several words, else two letters', () => {
    expect(makeMarkLetters('Kawasaki')).toBe('Ka');
    expect(makeMarkLetters('Harley-Davidson')).toBe('HD');
    expect(makeMarkLetters('Lotus Caravans')).toBe('LC');
    expect(makeMarkLetters('BMW')).toBe('BMW');
    expect(makeMarkSvg('Jayco')).toContain('>Ja</text>');
  });

  it('gives every make the sample stock sells a mark in the fleet folder', () => {
    const files = fleetMakeLogoFiles('dealers');
    const makes = [...new Set(CATALOG.map((entry) => entry.make))];
    expect(makes).toEqual(expect.arrayContaining(['Kawasaki', 'Jayco', 'Yamaha']));
    expect(makes.filter((make) => !files.includes(`${slugify(make)}.svg`))).toEqual([]);
    for (const make of makes) {
      expect(readFileSync(`dealers/_makes/${slugify(make)}.svg`, 'utf8')).toBe(makeMarkSvg(make));
    }
  });
});
